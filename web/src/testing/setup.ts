import '@/i18n/i18n';
import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, vi } from 'vitest';
import { resetHydrationTurns } from '@/components/HydrateLater';
import { server } from './server';

// A screen's code loads on demand, which takes seconds when the machine runs other suites too:
// waiting for what a screen shows may take as long.
configure({ asyncUtilTimeout: 5000 });

// A request that no test answers fails with an error in the log; it never reaches the network.
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  cleanup();
  server.resetHandlers();
  // Parts a test drew wait for idle moments on a timer of their own: stopped with the test, so
  // none fires into the next test, or after the file's window is gone.
  resetHydrationTurns();
});
afterAll(() => server.close());

// jsdom has no layout: scrolling and media queries are replaced by simple fakes.
Object.defineProperty(window, 'scrollTo', { value: vi.fn(), writable: true });
if (!window.matchMedia) {
  Object.defineProperty(window, 'matchMedia', {
    writable: true,
    value: (query: string) => ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    }),
  });
}
