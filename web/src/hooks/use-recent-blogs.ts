import { loadRecentBlogs } from '@/api/blogs';
import type { Blog } from '@/api/types';
import { useApi } from './use-api';

/**
 * The newest blogs (all of them without a limit), newest first: null while loading, an empty
 * list when there are none or the call fails.
 */
export function useRecentBlogs(limit?: number): Blog[] | null {
  // loadRecentBlogs answers an empty list instead of failing.
  const blogs = useApi(`recent-blogs-${limit ?? 'all'}`, () => loadRecentBlogs(limit));
  if (blogs.status === 'loading') return null;
  return blogs.status === 'loaded' ? blogs.data : [];
}
