import { Suspense, use, useEffect, useState, type ReactNode } from 'react';
import { useHydrated } from '@/hooks/use-hydrated';

/**
 * A part of a page the server rendered whose hydration waits for its turn. Its server HTML
 * shows (and works as plain HTML: links, <details>) the whole time.
 */
interface Turn {
  opened: boolean;
  /** Holds nothing to tap or type in: waits for an idle moment even once the visitor reaches. */
  inert: boolean;
  /** Marked fulfilled as it resolves: React then takes it without waiting a moment more. */
  promise: Promise<void>;
  open: () => void;
}

function newTurn(inert: boolean): Turn {
  let resolve = () => {};
  const promise = new Promise<void>((done) => {
    resolve = done;
  });
  const turn: Turn = {
    opened: false,
    inert,
    promise,
    open: () => {
      turn.opened = true;
      Object.assign(promise, { status: 'fulfilled', value: undefined });
      resolve();
    },
  };
  return turn;
}

/** Parts waiting, in the order their frames were hydrated (the order of the page). */
const waiting: Turn[] = [];
let pending: (() => void) | null = null;
let listening = false;
/** A visitor reached for the page: every part hydrates now, so the next tap finds it ready. */
let reached = false;

function whenIdle(callback: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(callback, { timeout: 1000 });
    return () => window.cancelIdleCallback(handle);
  }
  const timer = window.setTimeout(callback, 50);
  return () => window.clearTimeout(timer);
}

/**
 * Opens the next part's turn when the browser is idle: React hydrates it, and the browser is
 * not idle again until that is done, so each part is hydrated (and committed) in tasks of its
 * own instead of one long task for the whole page.
 */
function openNextWhenIdle(): void {
  if (pending || waiting.length === 0) return;
  pending = whenIdle(() => {
    pending = null;
    waiting.shift()?.open();
    openNextWhenIdle();
  });
}

/**
 * Registered on the document, these run before React's own listeners on the root: the part
 * that was tapped is ready to hydrate when React, seeing a tap inside server HTML, hydrates it
 * at once to deliver the tap. A tap held by start-app.js (it stops it there) is delivered by
 * the control once hydrated (lib/early-taps.ts).
 */
const REACHING = ['pointerdown', 'click', 'keydown', 'focusin'] as const;

/** Opens every part but the inert ones, which go on one at a time when idle. */
function openAll(): void {
  reached = true; // from now on, parts open as they come (see enqueue)
  for (const type of REACHING) document.removeEventListener(type, openAll, { capture: true });
  for (const turn of waiting.filter((turn) => !turn.inert)) turn.open();
  waiting.splice(0, waiting.length, ...waiting.filter((turn) => !turn.opened));
  // The rest wait for an idle moment after the hydration this starts.
  pending?.();
  pending = null;
  openNextWhenIdle();
}

function listenForReach(): void {
  if (listening) return;
  listening = true;
  for (const type of REACHING) document.addEventListener(type, openAll, { capture: true });
}

function enqueue(turn: Turn): void {
  if (turn.opened) return;
  if (!waiting.includes(turn)) waiting.push(turn);
  // A tap held before the app started is for a control that may be in any part.
  if (reached || (window.__earlyTaps?.length ?? 0) > 0) openAll();
  listenForReach();
  openNextWhenIdle();
}

/**
 * Waits for the turn only while hydrating: asked here, inside the boundary, since the answer
 * changes after hydration, and a change above a part not yet hydrated would make React draw
 * it anew instead.
 */
function AfterTurn({ turn, children }: { turn: Turn; children: ReactNode }) {
  const hydrating = !useHydrated() && !import.meta.env.SSR;
  // Only while hydrating: React counts even a fulfilled promise as waiting inside act() (tests).
  if (hydrating) use(turn.promise);
  return children;
}

/**
 * Hydrates `children` after the rest of the page, one such part at a time when the browser is
 * idle, or all at once as soon as the visitor taps, clicks, types or moves focus (but `inert`
 * parts, static copy with nothing to tap but links, which keep waiting for idle moments). React
 * keeps a suspended part's server HTML as it is, so the page shows and reads the same meanwhile.
 * Wrap the parts below the first screen, and parts that only link (nothing there to wait for).
 *
 * On the server, and for a page the browser draws itself (after a link is followed), the
 * children render at once. `children` may hold lazy() components: their code is fetched and
 * run only when the part's turn comes; `fallback` shows while it arrives in a page drawn in the
 * browser.
 */
export function HydrateLater({
  children,
  fallback = null,
  inert = false,
}: {
  children: ReactNode;
  fallback?: ReactNode;
  inert?: boolean;
}) {
  const [turn] = useState(() => newTurn(inert));
  // In a page the browser drew itself there is nothing to wait for: its turn opens unused.
  useEffect(() => enqueue(turn), [turn]);
  return (
    <Suspense fallback={fallback}>
      <AfterTurn turn={turn}>{children}</AfterTurn>
    </Suspense>
  );
}

/** For tests: forgets the parts waiting, as a new page would. */
export function resetHydrationTurns(): void {
  pending?.();
  pending = null;
  waiting.splice(0);
  reached = false;
  listening = false;
  for (const type of REACHING) document.removeEventListener(type, openAll, { capture: true });
}
