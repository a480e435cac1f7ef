import { t } from '@lingui/core/macro';
import type { ReactNode } from 'react';
import { CalendarDays } from 'lucide-react';
import type { Blog } from '@/api/types';
import { PageHead, RoutePageHead } from '@/app/PageHead';
import { PageColumns } from '@/components/PageColumns';
import { PageHero } from '@/components/PageHero';
import { SafeHtml } from '@/components/SafeHtml';
import { paths } from '@/config/paths';
import { documentUrl } from '@/content';
import { locale } from '@/i18n/locale';
import { blogDateTime, formatBlogDate } from '@/lib/blog-date';
import { stripTags } from '@/lib/sanitize';
import './BlogArticle.css';

const HEALTH_BLOGS_CRUMB = { label: t`Health Blogs`, to: paths.healthBlogs };

/** The blog is written in English only: another language's build says so above each post. */
const IN_ENGLISH_ONLY = locale !== 'en';
/** A post's words are marked English where the page is not. */
const POST_LANGUAGE = IN_ENGLISH_ONLY ? 'en' : undefined;

/**
 * A blog post: hero, breadcrumb (Home, Health Blogs, title), image and body; in another
 * language's build, a line that says the post is in English, and the body marked as English.
 */
export function BlogArticle({ blog, aside }: { blog: Blog; aside?: ReactNode }) {
  const title = stripTags(blog.title);
  const picture = blog.blogImage ?? blog.fileName;
  const image = documentUrl(picture);
  const body = <SafeHtml html={blog.response} className="prose blog-article__body" />;
  return (
    <>
      <PageHead
        name={title}
        description={blog.header || stripTags(blog.comment)}
        keywords={blog.keywords ?? ''}
        image={picture}
      />
      <PageHero
        title={title}
        lang={POST_LANGUAGE}
        crumbs={[HEALTH_BLOGS_CRUMB, { label: title, lang: POST_LANGUAGE }]}
      />
      <PageColumns as="article" side={aside} className="blog-article">
        {IN_ENGLISH_ONLY && (
          <p className="blog-article__language">{t`This article is available in English only.`}</p>
        )}
        {blog.blogDate && (
          <p className="blog-article__date">
            <CalendarDays aria-hidden="true" size={18} />
            <time dateTime={blogDateTime(blog.blogDate)}>{formatBlogDate(blog.blogDate)}</time>
          </p>
        )}
        {image && (
          <img className="blog-article__image" src={image} alt="" width={960} height={540} />
        )}
        {IN_ENGLISH_ONLY ? <div lang="en">{body}</div> : body}
      </PageColumns>
    </>
  );
}

/** Shown while a blog loads (the page is rendered with it: only in a visit that starts here). */
export function BlogLoading() {
  return (
    <>
      <RoutePageHead />
      <PageHero title={t`Health Blog`} crumbs={[HEALTH_BLOGS_CRUMB]} />
      <div className="container blog-article page-pending" aria-busy="true" />
    </>
  );
}
