import { createContext, useContext } from 'react';
import { fillTokens } from '@/content';
import type { PageHead } from '@/lib/head';

/** The head of the route being shown (from the route table). */
export const RouteHeadContext = createContext<PageHead | undefined>(undefined);

/** The current route's head, with the clinic tokens filled in. */
export function useRouteHead(): PageHead | undefined {
  const head = useContext(RouteHeadContext);
  if (!head) return undefined;
  return {
    title: fillTokens(head.title),
    description: fillTokens(head.description),
    keywords: fillTokens(head.keywords),
  };
}
