import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { hydrateRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { idleMomentsByHand } from '@/testing/idle-moments';
import { serverRendered } from '@/testing/server-html';
import { BodyRegionAccordion } from './BodyRegionAccordion';
import { bodyHotspots, labelSide, readHotspots, type HotspotMap } from './hotspots';
import { bodyRegions } from './regions';

/** The regions and their panel titles, in the order the page shows them. */
const REGIONS: [string, string, string[]][] = [
  [
    'head',
    'Head and Neck',
    [
      'Post-surgery Rehab',
      'Neck Pain',
      'Whiplash',
      'Headaches and Migraines',
      'Tinnitus',
      'Occipital Release',
      'Radiating Pain',
      'Poor Posture and Forward Head Syndrome',
      'Arthritis and Stenosis',
      'Eye Pain',
      'Degenerative Disc Disease',
      'Temporomandibular Joint Dysfunction',
      'Vertigo and Dizziness',
      'Herniated or Bulging Disc',
    ],
  ],
  [
    'shoulder',
    'Shoulder',
    [
      'Fractures',
      'Post-surgery Rehab',
      'Bursitis / Tendonitis',
      'Sports Injuries',
      'Rotator Cuff Injuries',
      'Frozen Shoulder / Adhesive Capsulitis',
      'Labrum Tear',
      'Dislocation',
      'Instability',
      'Shoulder Pain',
      'Sprain / Strain',
    ],
  ],
  [
    'elbow',
    'Elbow Wrist and Hand',
    [
      'Fractures (wrist)',
      'Elbow Pain / Wrist Pain / Hand Pain',
      "Tennis and Golfer's Elbow",
      'Trigger Finger',
      'De Quervain',
      'Hands Duputrans Contracture',
      'Nerve Injuries',
      'Carpal Tunnel Syndrome',
      'Tendon Repair & Post-surgery Rehab',
      'Sprain / Strain',
    ],
  ],
  [
    'back',
    'Back',
    [
      'Sprain / Strain',
      'Low Back Pain',
      'Mid Back Pain',
      'Sciatica and Radiating Pain',
      'Spinal Arthritis and Spinal Stenosis',
      'Herniated or Bulging Disc',
      'Osteoporosis',
      'Spondylolisthesis',
      'Degenerative Diseases',
      'Compression Fractures',
      'Post-surgery Rehab',
    ],
  ],
  [
    'hip',
    'Hip',
    [
      'Post-surgery Rehab',
      'Difficulty walking',
      'Total Hip Replacement / Partial Hip Replacement',
      'Piriformis Syndrome',
      'Hip Pain and Thigh Pain',
      'Sciatica',
      'Osteoarthritis of the hip',
      'Trochanteric Bursitis',
      'Hip Sprain / Strain',
    ],
  ],
  [
    'pelvic',
    'Pelvic Pain',
    [
      'Interstitial Cystitis',
      'Cesarean Section',
      'Chronic Prostatitis',
      "Peyronie's Disease",
      'Coccygodynia',
      'Dyspareunia',
      'Diastasis Recti',
      'Episiotomy',
      'Fecal Incontinence',
      'Pelvic Girdle Pain',
      'Endometriosis',
      'Urinary Incontinence',
      'Chronic Pelvic Pain',
      'Pudendal Neuralgia',
    ],
  ],
  [
    'knee',
    'Knee Balance and Walking',
    [
      'Sprain / Strain',
      'Meniscus Injury',
      'Tendonitis',
      'ACL Tears',
      'PCL Tears',
      'MCL Tears',
      'LCL Tears',
      'Total Knee Replacement',
      'Poor Balance / Risk of Falling',
      'Knee Pain',
      'Post-surgery Rehab',
      'Difficulty Walking',
    ],
  ],
  [
    'foot',
    'Foot and Ankle',
    [
      'Fractures',
      'Sprain/Strain',
      'Post-surgery Rehab',
      'Bunion Surgery',
      'Metatarsalgia Foot Pain',
      'Sports Injury',
      'Instability',
      'Plantar Fasciitis',
      'Achilles Tendonitis',
    ],
  ],
];

const hotspots: HotspotMap = {
  width: 200,
  height: 500,
  points: {
    head: { x: 100, y: 40 },
    shoulder: { x: 60, y: 110 },
    elbow: { x: 40, y: 190 },
    back: { x: 100, y: 180 },
    hip: { x: 70, y: 250 },
    pelvic: { x: 100, y: 260 },
    knee: { x: 80, y: 360 },
    foot: { x: 80, y: 470 },
  },
};

let scrolled: { id: string; options: ScrollIntoViewOptions | boolean | undefined }[] = [];

beforeEach(() => {
  scrolled = [];
  Element.prototype.scrollIntoView = function (options) {
    scrolled.push({ id: this.id, options });
  };
});

afterEach(() => {
  delete (Element.prototype as Partial<Element>).scrollIntoView;
});

describe('the accordion content', () => {
  it('has the eight regions with their panel titles exactly as given', () => {
    expect(
      bodyRegions.map((region) => [
        region.region,
        region.title,
        region.panels.map((panel) => panel.title),
      ]),
    ).toEqual(REGIONS);
  });

  it('fills the clinic tokens in every panel', () => {
    for (const region of bodyRegions) {
      for (const panel of region.panels) expect(panel.html).not.toContain('{{');
    }
  });
});

describe('BodyRegionAccordion', () => {
  it('places a named button on the figure for each of the eight regions', () => {
    render(<BodyRegionAccordion hotspots={hotspots} />);
    const names = REGIONS.map(([, title]) => title);
    for (const name of names) {
      const button = screen.getByRole('button', { name });
      expect(button).toHaveClass('body-map__hotspot');
    }
    expect(screen.getByRole('button', { name: 'Head and Neck' })).toHaveStyle({
      left: '50.00%',
      top: '8.00%',
    });
  });

  it('scrolls smoothly to a region and moves focus to it', async () => {
    render(<BodyRegionAccordion hotspots={hotspots} />);
    await userEvent.click(screen.getByRole('button', { name: 'Knee Balance and Walking' }));
    expect(scrolled).toEqual([
      { id: 'region-knee', options: { behavior: 'smooth', block: 'start' } },
    ]);
    expect(
      screen.getByRole('heading', { level: 2, name: 'Knee Balance and Walking' }),
    ).toHaveFocus();
    expect(document.getElementById('region-knee')).toHaveClass('is-active');
  });

  it('jumps without animation under reduced motion', async () => {
    vi.spyOn(window, 'matchMedia').mockImplementation(
      (query: string) =>
        ({
          matches: query.includes('prefers-reduced-motion'),
          media: query,
          addEventListener: () => undefined,
          removeEventListener: () => undefined,
        }) as unknown as MediaQueryList,
    );
    render(<BodyRegionAccordion hotspots={hotspots} />);
    await userEvent.click(screen.getByRole('button', { name: 'Foot and Ankle' }));
    expect(scrolled).toEqual([
      { id: 'region-foot', options: { behavior: 'auto', block: 'start' } },
    ]);
  });

  it('keeps one panel open per region', async () => {
    render(<BodyRegionAccordion hotspots={hotspots} />);
    const head = screen.getByRole('region', { name: 'Head and Neck' });
    const knee = screen.getByRole('region', { name: 'Knee Balance and Walking' });
    const titleIn = (section: HTMLElement, name: string) =>
      within(section).getByRole('heading', { level: 3, name }).closest('summary') as HTMLElement;
    const isOpen = (title: HTMLElement) => (title.parentElement as HTMLDetailsElement).open;
    const neckPain = titleIn(head, 'Neck Pain');
    const whiplash = titleIn(head, 'Whiplash');
    const acl = titleIn(knee, 'ACL Tears');

    await userEvent.click(neckPain);
    await userEvent.click(acl);
    await new Promise((resolve) => setTimeout(resolve, 0)); // what follows each opening is done
    expect(isOpen(neckPain)).toBe(true);
    expect(isOpen(acl)).toBe(true);

    await userEvent.click(whiplash);
    await waitFor(() => expect(isOpen(neckPain)).toBe(false));
    expect(isOpen(whiplash)).toBe(true);
    expect(isOpen(acl)).toBe(true);
    const panel = screen.getByRole('region', { name: 'Whiplash' });
    expect(panel).toHaveTextContent('How physical therapy helps');

    await userEvent.click(whiplash);
    expect(isOpen(whiplash)).toBe(false);
  });

  it('lists the regions as buttons when the figure has no hotspot map', async () => {
    render(<BodyRegionAccordion hotspots={null} />);
    const list = screen.getByRole('button', { name: 'Hip' }).closest('ul') as HTMLElement;
    expect(within(list).getAllByRole('button')).toHaveLength(8);
    await userEvent.click(within(list).getByRole('button', { name: 'Hip' }));
    expect(scrolled[0].id).toBe('region-hip');
  });
});

/** Whether React has taken over an element of the server's HTML (it keeps its props on it). */
const hydrated = (element: Element) =>
  Object.keys(element).some((key) => key.startsWith('__reactProps'));

describe('BodyRegionAccordion from the server', () => {
  let root: Root | null = null;
  const recoverable: unknown[] = [];

  afterEach(() => {
    root?.unmount();
    root = null;
    document.body.innerHTML = '';
    recoverable.splice(0);
  });

  /** The accordion as the server renders it, hydrating in the browser. */
  function hydrateServerAccordion(): HTMLElement {
    const accordion = <BodyRegionAccordion hotspots={hotspots} />;
    const container = serverRendered(accordion);
    root = hydrateRoot(container, accordion, {
      onRecoverableError: (error) => recoverable.push(error),
    });
    return container;
  }

  it("hydrates the figure first and each region's panels in a turn of their own", async () => {
    const container = hydrateServerAccordion();
    const hotspot = screen.getByRole('button', { name: 'Shoulder' });
    await waitFor(() => expect(hydrated(hotspot)).toBe(true), { timeout: 5000 });
    const panelLists = [...container.querySelectorAll('.body-region__panels')];
    expect(panelLists).toHaveLength(8);
    // The regions' panels are still the server's HTML when the figure is ready...
    expect(panelLists.filter(hydrated)).toHaveLength(0);
    // ...and are taken over one region at a time, each in an idle moment of its own.
    const seen = new Set<number>();
    await waitFor(
      () => {
        seen.add(panelLists.filter(hydrated).length);
        expect(seen.has(8)).toBe(true);
      },
      { interval: 2, timeout: 10000 },
    );
    expect([...seen].filter((count) => count > 0 && count < 8).length).toBeGreaterThan(3);
    expect(recoverable).toEqual([]);
  });

  it('marks a region tapped on the figure while its panels wait, keeping their HTML', async () => {
    // With a 50 ms timer for idle moments, a busy host had the knee's panels mid-hydration at
    // the tap, inside the tap's act(), whose retry then never came.
    const idle = idleMomentsByHand();
    try {
      const container = hydrateServerAccordion();
      const knee = screen.getByRole('button', { name: 'Knee Balance and Walking' });
      await waitFor(() => expect(hydrated(knee)).toBe(true), { timeout: 5000 });
      const kneePanels = container.querySelector('#region-knee .body-region__panels');
      expect(kneePanels && hydrated(kneePanels)).toBe(false);

      fireEvent.click(knee);

      expect(document.getElementById('region-knee')).toHaveClass('is-active');
      // The panels were not drawn anew: the same elements, later taken over as they are.
      expect(container.querySelector('#region-knee .body-region__panels')).toBe(kneePanels);
      await waitFor(
        () => {
          idle.give();
          expect(kneePanels && hydrated(kneePanels)).toBe(true);
        },
        { timeout: 10000 },
      );
      expect(container.querySelector('#region-knee .body-region__panels')).toBe(kneePanels);
      expect(recoverable).toEqual([]);
    } finally {
      idle.restore();
    }
  });
});

describe('readHotspots', () => {
  it('reads the viewBox and the centre of each region', () => {
    expect(
      readHotspots({
        viewBox: '0 0 300 600',
        hotspots: [
          { region: 'head', x: 150, y: 72 },
          { region: 'knee', x: 177, y: 452 },
        ],
      }),
    ).toEqual({
      width: 300,
      height: 600,
      points: { head: { x: 150, y: 72 }, knee: { x: 177, y: 452 } },
    });
  });

  it('gives no map for a viewBox it cannot read', () => {
    expect(readHotspots({ viewBox: 'none', hotspots: [] })).toBeNull();
  });

  it('keeps the side each label is written on, or takes the side of the figure its dot is on', () => {
    const map = readHotspots({
      viewBox: '0 0 300 600',
      hotspots: [
        { region: 'back', x: 150, y: 212, side: 'left' },
        { region: 'hip', x: 113, y: 318 },
        { region: 'knee', x: 177, y: 452, side: 'sideways' },
      ],
    }) as HotspotMap;
    expect(labelSide(map, map.points.back)).toBe('left');
    expect(labelSide(map, map.points.hip)).toBe('left');
    expect(labelSide(map, map.points.knee)).toBe('right');
  });

  it('writes the labels of the shipped figure on both sides', () => {
    const map = bodyHotspots as HotspotMap;
    const sides = Object.values(map.points).map((point) => labelSide(map, point));
    expect(new Set(sides)).toEqual(new Set(['left', 'right']));
  });

  it('places a button for every region of the shipped figure', () => {
    expect(bodyHotspots).not.toBeNull();
    expect(Object.keys(bodyHotspots?.points ?? {}).sort()).toEqual(
      bodyRegions.map((region) => region.region).sort(),
    );
  });
});
