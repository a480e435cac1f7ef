import { useState, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { PageDataContext, pageDataSource, type PageData } from '@/lib/page-data';

/**
 * Hands the data of the page the server rendered to the first render, so hydration matches,
 * and no further: after the first navigation every page loads its own data again.
 */
export function RenderedPageData({
  data,
  children,
}: {
  data: PageData | null;
  children: ReactNode;
}) {
  const { key } = useLocation();
  const [firstKey] = useState(key);
  const [source] = useState(() => (data ? pageDataSource(data) : null));
  const [navigated, setNavigated] = useState(false);
  if (key !== firstKey && !navigated) setNavigated(true);
  return (
    <PageDataContext.Provider value={navigated ? null : source}>
      {children}
    </PageDataContext.Provider>
  );
}
