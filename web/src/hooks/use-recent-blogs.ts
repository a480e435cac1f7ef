import { useEffect, useState } from 'react';
import { loadRecentBlogs } from '@/api/blogs';
import type { Blog } from '@/api/types';

/**
 * The newest blogs (all of them without a limit), newest first: null while loading, an empty
 * list when there are none or the call fails.
 */
export function useRecentBlogs(limit?: number): Blog[] | null {
  const [blogs, setBlogs] = useState<Blog[] | null>(null);

  useEffect(() => {
    let active = true;
    void loadRecentBlogs(limit).then((list) => {
      if (active) setBlogs(list);
    });
    return () => {
      active = false;
    };
  }, [limit]);

  return blogs;
}
