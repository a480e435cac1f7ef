import { vi } from 'vitest';
import { resetHydrationTurns } from '@/components/HydrateLater';

/**
 * The browser's idle moments, given when the test says: jsdom has none, and a 50 ms timer in
 * their place races a test's checks on a busy host. `give()` runs every idle callback asked for
 * so far; `restore()` forgets the parts still waiting (their cancels need the stub) and puts the
 * window back.
 */
export function idleMomentsByHand(): { give: () => void; restore: () => void } {
  const idle: IdleRequestCallback[] = [];
  vi.stubGlobal('requestIdleCallback', (callback: IdleRequestCallback) => idle.push(callback));
  vi.stubGlobal('cancelIdleCallback', (handle: number) => {
    idle[handle - 1] = () => {};
  });
  return {
    give: () => {
      for (const callback of idle.splice(0)) callback({} as IdleDeadline);
    },
    restore: () => {
      resetHydrationTurns();
      vi.unstubAllGlobals();
    },
  };
}
