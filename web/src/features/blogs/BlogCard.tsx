import { t } from '@lingui/core/macro';
import { Link } from 'react-router-dom';
import { ArrowRight, CalendarDays } from 'lucide-react';
import type { Blog } from '@/api/types';
import { paths } from '@/config/paths';
import { documentUrl } from '@/content';
import { locale } from '@/i18n/locale';
import { stripTags } from '@/lib/sanitize';
import { blogDateTime, formatBlogDate } from '@/lib/blog-date';
import './BlogCard.css';

/** The posts are in English: another language's build marks their titles and summaries so. */
const POST_LANG = locale === 'en' ? undefined : 'en';

export interface BlogCardProps {
  blog: Blog;
  headingLevel?: 'h2' | 'h3';
}

/** A blog's card: image, date, title and summary, linking to /recent-blog?slug=…. */
export function BlogCard({ blog, headingLevel: Heading = 'h3' }: BlogCardProps) {
  const title = stripTags(blog.title);
  const image = documentUrl(blog.blogImage ?? blog.fileName);
  const to = paths.blog(blog.slug);
  return (
    <article className="blog-card card">
      {image && (
        <div className="blog-card__media">
          <img src={image} alt="" width={640} height={400} loading="lazy" decoding="async" />
        </div>
      )}
      <div className="blog-card__body">
        {blog.blogDate && (
          <p className="blog-card__date">
            <CalendarDays aria-hidden="true" size={16} />
            <time dateTime={blogDateTime(blog.blogDate)}>{formatBlogDate(blog.blogDate)}</time>
          </p>
        )}
        <Heading className="blog-card__title" lang={POST_LANG}>
          <Link to={to} className="blog-card__link">
            {title}
          </Link>
        </Heading>
        {blog.comment && (
          <p className="blog-card__summary" lang={POST_LANG}>
            {stripTags(blog.comment)}
          </p>
        )}
        <span className="link-arrow blog-card__more" aria-hidden="true">
          {t`Read more`}
          <ArrowRight size={18} />
        </span>
      </div>
    </article>
  );
}
