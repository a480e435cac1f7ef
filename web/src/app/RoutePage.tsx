import { useEffect, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { fillTokens } from '@/content';
import { applyPageHead, type PageHead } from '@/lib/head';
import { RouteHeadContext } from './route-handle';

/**
 * Wraps one route's screen: sets the page head from the route table on every navigation to it
 * (pages whose head comes from the API replace it once their data arrives) and shares the head
 * with the screen.
 */
export function RoutePage({ head, children }: { head: PageHead; children: ReactNode }) {
  const { pathname } = useLocation();
  const { title, description, keywords } = head;

  useEffect(() => {
    applyPageHead({
      title: fillTokens(title),
      description: fillTokens(description),
      keywords: fillTokens(keywords),
    });
  }, [pathname, title, description, keywords]);

  return <RouteHeadContext.Provider value={head}>{children}</RouteHeadContext.Provider>;
}
