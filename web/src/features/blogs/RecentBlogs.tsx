import type { ReactNode } from 'react';
import { useRecentBlogs } from '@/hooks/use-recent-blogs';
import { BlogCard } from './BlogCard';
import './RecentBlogs.css';

export interface RecentBlogsProps {
  /** How many of the newest blogs to show. */
  limit: number;
  /** Rendered above the cards (heading and intro); nothing at all is shown when there are no blogs. */
  header: ReactNode;
  /** Rendered below the cards (e.g. a View More link). */
  footer?: ReactNode;
  labelledBy: string;
}

/** The newest blogs as cards; the whole block is left out when the list is empty. */
export function RecentBlogs({ limit, header, footer, labelledBy }: RecentBlogsProps) {
  const blogs = useRecentBlogs(limit);

  if (blogs !== null && blogs.length === 0) return null;

  return (
    <section
      className="section recent-blogs"
      aria-labelledby={labelledBy}
      aria-busy={blogs === null}
    >
      <div className="container">
        {header}
        <ul className="recent-blogs__grid">
          {blogs === null
            ? Array.from({ length: limit }, (_, index) => (
                <li key={index} className="recent-blogs__skeleton" aria-hidden="true" />
              ))
            : blogs.map((blog) => (
                <li key={blog.commentID ?? blog.slug}>
                  <BlogCard blog={blog} />
                </li>
              ))}
        </ul>
        {footer}
      </div>
    </section>
  );
}
