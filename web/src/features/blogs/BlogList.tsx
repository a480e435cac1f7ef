import { t } from '@lingui/core/macro';
import { Pager, pageItems } from '@/components/Pager';
import { usePageParam } from '@/hooks/use-page-param';
import { useRecentBlogs } from '@/hooks/use-recent-blogs';
import { BlogCard } from './BlogCard';
import './RecentBlogs.css';

/** Nine blogs per page. */
export const BLOG_PAGE_SIZE = 9;

/** Every health blog as cards, newest first, nine to a page. */
export function BlogList() {
  const blogs = useRecentBlogs();
  const [page, hrefOf] = usePageParam(blogs?.length ?? 0, BLOG_PAGE_SIZE);

  if (blogs === null) {
    return (
      <ul className="card-grid blog-list page-pending" aria-busy="true">
        {Array.from({ length: BLOG_PAGE_SIZE }, (_, index) => (
          <li key={index} className="recent-blogs__skeleton" aria-hidden="true" />
        ))}
      </ul>
    );
  }
  if (blogs.length === 0) return null;

  return (
    <>
      <ul className="card-grid blog-list">
        {pageItems(blogs, page, BLOG_PAGE_SIZE).map((blog) => (
          <li key={blog.commentID ?? blog.slug}>
            <BlogCard blog={blog} headingLevel="h2" />
          </li>
        ))}
      </ul>
      <Pager
        page={page}
        total={blogs.length}
        pageSize={BLOG_PAGE_SIZE}
        hrefOf={hrefOf}
        label={t`Health blog pages`}
      />
    </>
  );
}
