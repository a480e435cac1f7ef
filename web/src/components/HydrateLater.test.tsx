import { useEffect, useRef, useState } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { useEarlyTap } from '@/lib/early-taps';
import { idleMomentsByHand } from '@/testing/idle-moments';
import { serverRendered } from '@/testing/server-html';
import { HydrateLater } from './HydrateLater';

/** A counter whose button says whether its part has been hydrated. */
function Part({ name }: { name: string }) {
  const [count, setCount] = useState(0);
  const ref = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    ref.current?.setAttribute('data-hydrated', '');
  }, []);
  return (
    <button ref={ref} type="button" onClick={() => setCount(count + 1)}>
      {name} {count}
    </button>
  );
}

function Page() {
  return (
    <main>
      <Part name="first" />
      <HydrateLater>
        <Part name="second" />
      </HydrateLater>
      <HydrateLater>
        <Part name="third" />
      </HydrateLater>
      <HydrateLater inert>
        <Part name="fourth" />
      </HydrateLater>
    </main>
  );
}

/** A control that needs the app (as the header's buttons). */
function Opener() {
  const [open, setOpen] = useState(false);
  const earlyTap = useEarlyTap<HTMLButtonElement>(() => setOpen(true));
  return (
    <>
      <button {...earlyTap} type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      {open && <p>Opened</p>}
    </>
  );
}

const laterOpener = (
  <main>
    <Part name="first" />
    <HydrateLater inert>
      <Part name="before" />
    </HydrateLater>
    <HydrateLater>
      <Opener />
    </HydrateLater>
  </main>
);

let root: Root | null = null;

/** The page as the server renders it, hydrated in the browser. */
async function hydrateServerPage(
  page = <Page />,
  beforeStart: (container: HTMLElement) => void = () => {},
): Promise<HTMLElement> {
  const container = serverRendered(page);
  beforeStart(container);
  root = hydrateRoot(container, page);
  await waitFor(() => expect(button('first')).toHaveAttribute('data-hydrated'));
  return container;
}

const button = (name: string) => screen.getByRole('button', { name: new RegExp(name) });

afterEach(() => {
  root?.unmount();
  root = null;
  document.body.innerHTML = '';
  delete window.__earlyTaps; // the waiting parts are forgotten after each test (testing/setup.ts)
});

describe('HydrateLater', () => {
  it('draws its children at once in a page the browser draws itself', () => {
    render(<Page />);
    expect(button('second')).toHaveTextContent('second 0');
  });

  it('keeps the server HTML and hydrates the parts later, one at a time', async () => {
    const container = await hydrateServerPage();
    const [, second, third] = container.querySelectorAll('button');
    expect(second).not.toHaveAttribute('data-hydrated');
    expect(third).toHaveTextContent('third 0');

    await waitFor(() => expect(second).toHaveAttribute('data-hydrated'));
    expect(third).not.toHaveAttribute('data-hydrated');
    await waitFor(() => expect(third).toHaveAttribute('data-hydrated'));
    expect(button('second')).toBe(second);
  });

  it('delivers a tap on a part that has not been hydrated yet', async () => {
    await hydrateServerPage();
    expect(button('third')).not.toHaveAttribute('data-hydrated');

    fireEvent.click(button('third'));

    await waitFor(() => expect(button('third')).toHaveTextContent('third 1'));
  });

  it('leaves an inert part to an idle moment when the visitor taps elsewhere', async () => {
    const idle = idleMomentsByHand();
    try {
      await hydrateServerPage();

      fireEvent.click(button('second'));

      // The other parts hydrate at once; the inert one waits for the next idle moment.
      await waitFor(() => expect(button('third')).toHaveAttribute('data-hydrated'));
      expect(button('second')).toHaveTextContent('second 1');
      expect(button('fourth')).not.toHaveAttribute('data-hydrated');
      await waitFor(() => {
        idle.give();
        expect(button('fourth')).toHaveAttribute('data-hydrated');
      });
    } finally {
      idle.restore();
    }
  });

  it('hydrates at once a part holding a control tapped before the app started, which acts on it', async () => {
    await hydrateServerPage(laterOpener, (container) => {
      // What web/public/start-app.js records for a tap on the control.
      const control = container.querySelector<HTMLElement>('[data-needs-app]');
      window.__earlyTaps = [control?.dataset.needsApp ?? 'missing'];
    });

    // Before its turn would have come: the inert part before it still waits.
    await waitFor(() => expect(screen.getByText('Opened')).toBeInTheDocument(), { interval: 2 });
    expect(button('before')).not.toHaveAttribute('data-hydrated');
    expect(screen.getByRole('button', { name: 'Open' })).toHaveAttribute('data-app-ready');
    expect(window.__earlyTaps).toEqual([]);
  });
});
