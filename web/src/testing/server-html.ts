import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { vi } from 'vitest';

/**
 * `page` as the server sends it (rendered as in the server build, where parts hydrated later
 * render at once), in a container added to the document, ready for `hydrateRoot`.
 */
export function serverRendered(page: ReactNode): HTMLElement {
  vi.stubEnv('SSR', true);
  const html = renderToString(page);
  vi.unstubAllEnvs();
  const container = document.createElement('div');
  container.innerHTML = html;
  document.body.append(container);
  return container;
}
