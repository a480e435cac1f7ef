import { CalendarDays } from 'lucide-react';
import type { Blog } from '@/api/types';
import { PageHero } from '@/components/PageHero';
import { SafeHtml } from '@/components/SafeHtml';
import { documentUrl } from '@/content';
import { usePageHead } from '@/hooks/use-page-head';
import { stripTags } from '@/lib/sanitize';
import { blogDateTime, formatBlogDate } from './format-date';
import './BlogArticle.css';

const HEALTH_BLOGS_CRUMB = { label: 'Health Blogs', to: '/patient-information/health-blogs' };

/** A blog post: hero, breadcrumb, image and body. Its head comes from the blog. */
export function BlogArticle({ blog }: { blog: Blog }) {
  const title = stripTags(blog.title);
  usePageHead(title, blog.header ?? undefined, blog.keywords ?? undefined);
  const image = documentUrl(blog.blogImage ?? blog.fileName);
  return (
    <>
      <PageHero title={title} crumbs={[HEALTH_BLOGS_CRUMB, { label: title }]} />
      <article className="container blog-article">
        {blog.blogDate && (
          <p className="blog-article__date">
            <CalendarDays aria-hidden="true" size={18} />
            <time dateTime={blogDateTime(blog.blogDate)}>{formatBlogDate(blog.blogDate)}</time>
          </p>
        )}
        {image && (
          <img className="blog-article__image" src={image} alt={title} width={960} height={600} />
        )}
        <SafeHtml html={blog.response} className="prose blog-article__body" />
      </article>
    </>
  );
}

/** Shown while a blog loads. */
export function BlogLoading() {
  return (
    <>
      <PageHero title="Health Blog" crumbs={[HEALTH_BLOGS_CRUMB]} />
      <div className="container blog-article page-pending" aria-busy="true">
        <p className="blog-article__status">Loading…</p>
      </div>
    </>
  );
}
