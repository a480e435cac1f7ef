import hotspotsJson from '@content/site/body-hotspots.json';

/** The side of its dot a hotspot's label is written on. */
export type LabelSide = 'left' | 'right';

/** Where each body region sits on the body figure, in the figure's own viewBox units. */
export interface HotspotPoint {
  x: number;
  y: number;
  /** The side its label is written on (default: the side of the figure it is on). */
  side?: LabelSide;
}

export interface HotspotMap {
  width: number;
  height: number;
  /** By region: head, shoulder, elbow, back, hip, pelvic, knee, foot. */
  points: Record<string, HotspotPoint>;
}

/** content/site/body-hotspots.json, written with the figure by the drawing script. */
export interface HotspotFile {
  /** The figure's viewBox, "min-x min-y width height". */
  viewBox: string;
  hotspots: { region: string; x: number; y: number; side?: string }[];
}

/** The figure's size and each region's centre; no map when the viewBox cannot be read. */
export function readHotspots(file: HotspotFile): HotspotMap | null {
  const [, , width, height] = file.viewBox
    .trim()
    .split(/[\s,]+/)
    .map(Number);
  if (!(width > 0) || !(height > 0)) return null;
  const points: Record<string, HotspotPoint> = {};
  for (const { region, x, y, side } of file.hotspots) {
    if (!Number.isFinite(x) || !Number.isFinite(y)) continue;
    points[region] = side === 'left' || side === 'right' ? { x, y, side } : { x, y };
  }
  return { width, height, points };
}

/** The hotspots of the shipped figure. */
export const bodyHotspots = readHotspots(hotspotsJson as HotspotFile);

/** The side of its dot a hotspot's label is written on. */
export function labelSide(map: HotspotMap, point: HotspotPoint): LabelSide {
  return point.side ?? (point.x < map.width / 2 ? 'left' : 'right');
}

/** A point as percentages of the figure's width and height (for absolute positioning). */
export function hotspotPosition(map: HotspotMap, point: HotspotPoint) {
  return {
    left: `${((point.x / map.width) * 100).toFixed(2)}%`,
    top: `${((point.y / map.height) * 100).toFixed(2)}%`,
  };
}
