import type { ReactNode } from 'react';
import { useRenderedModule } from '@/lib/rendered-modules';
import type { RouteHead } from '@/lib/head';
import { RoutePageHead } from './PageHead';
import { RouteHeadContext } from './route-head';

/**
 * Wraps one route's screen: shares the route table's head with the screen and declares it as
 * the page's head, unless the screen declares its own (`head: 'screen'`). `screen` names the
 * screen's module, for a server render to link its code and styles.
 */
export function RoutePage({
  head,
  headFrom = 'route',
  screen,
  children,
}: {
  head: RouteHead;
  headFrom?: 'route' | 'screen' | 'unlisted';
  screen: string;
  children: ReactNode;
}) {
  useRenderedModule(screen);
  return (
    <RouteHeadContext.Provider value={head}>
      {headFrom !== 'screen' && <RoutePageHead canonical={headFrom === 'route'} />}
      {children}
    </RouteHeadContext.Provider>
  );
}
