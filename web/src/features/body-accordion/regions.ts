import accordionJson from '@content/site/accordion.json';
import { fillTokens } from '@/content';
import type { AccordionItem } from '@/components/Accordion';

/** One body region of content/site/accordion.json, its copy filled with the clinic's details. */
export interface BodyRegion {
  /** head, shoulder, elbow, back, hip, pelvic, knee or foot. */
  region: string;
  title: string;
  panels: AccordionItem[];
}

interface RegionFile {
  region: string;
  title: string;
  panels: { title: string; content: string }[];
}

/** Turns the accordion file into regions with token-filled panel HTML. */
export function readRegions(file: RegionFile[]): BodyRegion[] {
  return file.map((entry) => ({
    region: entry.region,
    title: entry.title,
    panels: entry.panels.map((panel) => ({
      title: panel.title,
      html: fillTokens(panel.content, { html: true }),
    })),
  }));
}

/** The eight body regions, head to foot. */
export const bodyRegions: BodyRegion[] = readRegions(accordionJson as RegionFile[]);

/** The id of a region's section (so `#region-knee` links to it). */
export function regionSectionId(region: string): string {
  return `region-${region}`;
}
