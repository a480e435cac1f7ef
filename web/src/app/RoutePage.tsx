import { useContext, useEffect, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { fillTokens } from '@/content';
import { applyPageHead, type PageHead } from '@/lib/head';
import { PageDataContext } from '@/lib/page-data';
import { useRenderedModule } from '@/lib/rendered-modules';
import { RouteHeadContext } from './route-handle';

/**
 * Wraps one route's screen: sets the page head from the route table on every navigation to it
 * (pages whose head comes from the API replace it once their data arrives) and shares the head
 * with the screen. `screen` names the screen's module, for a server render's head.
 */
export function RoutePage({
  head,
  screen,
  children,
}: {
  head: PageHead;
  screen: string;
  children: ReactNode;
}) {
  useRenderedModule(screen);
  const { pathname } = useLocation();
  const { title, description, keywords } = head;
  // The page the server rendered came with its head, the API's for a treatment or blog: the
  // route table's would only replace it. Heads are set from the first navigation on.
  const serverHead = useContext(PageDataContext) !== null;

  useEffect(() => {
    if (serverHead) return;
    applyPageHead({
      title: fillTokens(title),
      description: fillTokens(description),
      keywords: fillTokens(keywords),
    });
  }, [pathname, title, description, keywords, serverHead]);

  return <RouteHeadContext.Provider value={head}>{children}</RouteHeadContext.Provider>;
}
