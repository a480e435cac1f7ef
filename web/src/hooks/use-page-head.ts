import { useEffect } from 'react';
import { applyPageHead } from '@/lib/head';

/**
 * Sets the page's title, description and keywords once `title` is known (pages whose head comes
 * from the API call this after their data arrives; the route table covers the rest).
 */
export function usePageHead(title: string | undefined, description?: string, keywords?: string) {
  useEffect(() => {
    if (!title) return;
    applyPageHead({ title, description, keywords });
  }, [title, description, keywords]);
}
