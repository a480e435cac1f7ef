import { createContext, useContext } from 'react';
import { fillTokens } from '@/content';
import type { RouteHead } from '@/lib/head';

/** The head the route table gives the route being shown. */
export const RouteHeadContext = createContext<RouteHead | undefined>(undefined);

/** The current route's head, with the clinic tokens filled in. */
export function useRouteHead(): RouteHead | undefined {
  const head = useContext(RouteHeadContext);
  if (!head) return undefined;
  return {
    title: fillTokens(head.title),
    description: fillTokens(head.description),
    keywords: fillTokens(head.keywords),
  };
}
