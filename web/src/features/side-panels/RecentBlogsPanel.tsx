import { t } from '@lingui/core/macro';
import { useId } from 'react';
import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import { documentUrl } from '@/content';
import { locale } from '@/i18n/locale';
import { useRecentBlogs } from '@/hooks/use-recent-blogs';
import { blogDateTime, formatBlogDate } from '@/lib/blog-date';
import { stripTags } from '@/lib/sanitize';

/** The posts are in English: another language's build marks their titles so. */
const POST_LANG = locale === 'en' ? undefined : 'en';

/** The side panel shows the four newest blogs. */
export const SIDE_PANEL_BLOG_COUNT = 4;

/** Recent health blogs: the newest four, each with its picture, title and date. */
export function RecentBlogsPanel() {
  const headingId = useId();
  const blogs = useRecentBlogs(SIDE_PANEL_BLOG_COUNT);

  if (blogs !== null && blogs.length === 0) return null;

  return (
    <section className="side-panel" aria-labelledby={headingId} aria-busy={blogs === null}>
      <h2 id={headingId} className="side-panel__title">
        {t`Recent Health Blogs`}
      </h2>
      <ul className="side-blogs">
        {blogs === null
          ? Array.from({ length: SIDE_PANEL_BLOG_COUNT }, (_, index) => (
              <li key={index} className="side-blogs__skeleton" aria-hidden="true" />
            ))
          : blogs.map((blog) => {
              const image = documentUrl(blog.blogImage ?? blog.fileName);
              return (
                <li key={blog.commentID ?? blog.slug} className="side-blogs__item">
                  {image && (
                    <img
                      className="side-blogs__image"
                      src={image}
                      alt=""
                      width={72}
                      height={72}
                      loading="lazy"
                      decoding="async"
                    />
                  )}
                  <div>
                    <Link to={paths.blog(blog.slug)} className="side-blogs__title" lang={POST_LANG}>
                      {stripTags(blog.title)}
                    </Link>
                    {blog.blogDate && (
                      <time className="side-blogs__date" dateTime={blogDateTime(blog.blogDate)}>
                        {formatBlogDate(blog.blogDate)}
                      </time>
                    )}
                  </div>
                </li>
              );
            })}
      </ul>
    </section>
  );
}
