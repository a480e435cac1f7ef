import { memo, useState } from 'react';
import { Accordion, type AccordionItem } from '@/components/Accordion';
import { HydrateLater } from '@/components/HydrateLater';
import { documentUrl } from '@/content';
import { usePrefersReducedMotion } from '@/hooks/use-media-query';
import { bodyHotspots, hotspotPosition, labelSide, type HotspotMap } from './hotspots';
import { bodyRegions, regionSectionId, type BodyRegion } from './regions';
import './body-accordion.css';

/** The body figure the hotspots sit on. */
export const BODY_FIGURE = 'body/body-figure.svg';

export interface BodyRegionAccordionProps {
  regions?: BodyRegion[];
  /** Where each region's button sits on the figure; without it the regions are listed below. */
  hotspots?: HotspotMap | null;
  /** Heading level of the region titles (the panel titles are one level below). */
  headingLevel?: 2 | 3;
}

/**
 * A region's panels, hydrated in a turn of their own: ninety panels hydrated with the figure made
 * the page's longest task. Their <details> open and close natively meanwhile. Memoised: a region
 * made active draws the page again, and new props would make React draw a part still waiting
 * anew at once.
 */
const RegionPanels = memo(function RegionPanels({
  panels,
  headingLevel,
}: {
  panels: AccordionItem[];
  headingLevel: 3 | 4;
}) {
  return (
    <HydrateLater inert>
      <Accordion items={panels} headingLevel={headingLevel} className="body-region__panels" />
    </HydrateLater>
  );
});

/**
 * The body-region accordion: a body figure with a button on each region, named beside its dot,
 * that scrolls to the region's section, and each region's conditions as panels of which one is
 * open at a time.
 */
export function BodyRegionAccordion({
  regions = bodyRegions,
  hotspots = bodyHotspots,
  headingLevel = 2,
}: BodyRegionAccordionProps) {
  const reducedMotion = usePrefersReducedMotion();
  const [active, setActive] = useState<string | null>(null);
  const RegionHeading = `h${headingLevel}` as const;

  const showRegion = (region: string) => {
    setActive(region);
    const section = document.getElementById(regionSectionId(region));
    if (!section) return;
    section.scrollIntoView({ behavior: reducedMotion ? 'auto' : 'smooth', block: 'start' });
    section.querySelector<HTMLElement>('.body-region__title')?.focus({ preventScroll: true });
  };

  const placed = hotspots
    ? regions.filter((region) => hotspots.points[region.region])
    : ([] as BodyRegion[]);
  const listed = regions.filter((region) => !placed.includes(region));

  return (
    <div className="body-accordion">
      <div className="body-accordion__layout">
        <div className="body-map">
          <div className="body-map__figure">
            <img
              src={documentUrl(BODY_FIGURE)}
              alt=""
              className="body-map__image"
              width={hotspots?.width ?? 300}
              height={hotspots?.height ?? 600}
            />
            {hotspots &&
              placed.map((region) => (
                <button
                  key={region.region}
                  type="button"
                  className={`body-map__hotspot${active === region.region ? ' is-active' : ''}`}
                  style={hotspotPosition(hotspots, hotspots.points[region.region])}
                  data-side={labelSide(hotspots, hotspots.points[region.region])}
                  aria-controls={regionSectionId(region.region)}
                  onClick={() => showRegion(region.region)}
                >
                  <span className="body-map__dot" aria-hidden="true" />
                  <span className="body-map__label">{region.title}</span>
                </button>
              ))}
          </div>
          {listed.length > 0 && (
            <ul className="body-map__list">
              {listed.map((region) => (
                <li key={region.region}>
                  <button
                    type="button"
                    className={`body-map__chip${active === region.region ? ' is-active' : ''}`}
                    aria-controls={regionSectionId(region.region)}
                    onClick={() => showRegion(region.region)}
                  >
                    {region.title}
                  </button>
                </li>
              ))}
            </ul>
          )}
        </div>
        <div className="body-accordion__sections">
          {regions.map((region) => {
            const id = regionSectionId(region.region);
            return (
              <section
                key={region.region}
                id={id}
                className={`body-region${active === region.region ? ' is-active' : ''}`}
                aria-labelledby={`${id}-title`}
              >
                <RegionHeading id={`${id}-title`} className="body-region__title" tabIndex={-1}>
                  {region.title}
                </RegionHeading>
                <RegionPanels panels={region.panels} headingLevel={headingLevel === 2 ? 3 : 4} />
              </section>
            );
          })}
        </div>
      </div>
    </div>
  );
}
