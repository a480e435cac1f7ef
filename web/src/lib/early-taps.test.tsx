import { act, useState } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { useEarlyTap } from './early-taps';

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

/** The page as the server sent it, then the app hydrating it. */
async function hydrate(beforeStart: (button: HTMLButtonElement) => void) {
  const container = document.createElement('div');
  container.innerHTML = renderToString(<Opener />);
  document.body.append(container);
  const button = container.querySelector('button');
  if (!button) throw new Error('no button rendered');
  beforeStart(button);
  await act(async () => {
    hydrateRoot(container, <Opener />);
  });
  return container;
}

afterEach(() => {
  document.body.innerHTML = '';
  document.documentElement.className = '';
  delete window.__earlyTaps;
});

describe('useEarlyTap', () => {
  it('acts on a tap held before the app started, once the control is hydrated', async () => {
    const container = await hydrate((button) => {
      // What web/public/start-app.js records for a tap on the control.
      window.__earlyTaps = [button.dataset.needsApp ?? 'missing'];
      button.setAttribute('aria-busy', 'true');
      document.documentElement.classList.add('app-starting');
    });
    expect(container).toHaveTextContent('Opened');
    const button = container.querySelector('button');
    expect(button).not.toHaveAttribute('aria-busy');
    expect(button).toHaveAttribute('data-app-ready');
    expect(window.__earlyTaps).toEqual([]);
    expect(document.documentElement).not.toHaveClass('app-starting');
  });

  it('does nothing when no tap was held, and marks the control ready', async () => {
    const container = await hydrate(() => {
      window.__earlyTaps = [];
    });
    expect(container).not.toHaveTextContent('Opened');
    expect(container.querySelector('button')).toHaveAttribute('data-app-ready');
  });

  it('leaves a tap held for another control to that control', async () => {
    const container = await hydrate(() => {
      window.__earlyTaps = ['another-control'];
      document.documentElement.classList.add('app-starting');
    });
    expect(container).not.toHaveTextContent('Opened');
    expect(window.__earlyTaps).toEqual(['another-control']);
    expect(document.documentElement).toHaveClass('app-starting');
  });
});
