import { useEffect, type ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { getBlogDetails, getCommentsBySlug } from '@/api/blogs';
import { paths } from '@/config/paths';
import { useApi } from '@/hooks/use-api';
import { useDetailBySlug } from '@/hooks/use-detail-by-slug';
import { BlogArticle, BlogLoading } from './BlogArticle';
import { decodeLegacyBlogId, UnreadableBlogIdError } from './legacy-id';

export interface BlogDetailProps {
  /** The side column (quick links, recent blogs). */
  aside?: ReactNode;
}

/** A blog loaded by its slug: unknown goes to /not-found, a failed call to /error. */
export function BlogBySlug({ slug, aside }: BlogDetailProps & { slug: string }) {
  const blog = useDetailBySlug(slug, getCommentsBySlug);
  return blog ? <BlogArticle blog={blog} aside={aside} /> : <BlogLoading />;
}

/**
 * A blog loaded by a legacy id (base64 of its number) through GetBlogDetails: an empty answer
 * goes to /not-found with a warning, an id that does not decode or a failed call to /error.
 */
export function BlogByLegacyId({ encodedId, aside }: BlogDetailProps & { encodedId: string }) {
  const navigate = useNavigate();
  const answer = useApi(encodedId, async () => {
    const id = decodeLegacyBlogId(encodedId);
    const [blog] = await getBlogDetails(id);
    return { id, blog };
  });

  useEffect(() => {
    if (answer.status === 'failed') {
      const unreadable = answer.error instanceof UnreadableBlogIdError;
      console.error(
        unreadable ? 'Could not read the blog id' : 'Failed to load treatment data',
        answer.error,
      );
      navigate(paths.error, { replace: true });
    } else if (answer.status === 'loaded' && !answer.data.blog) {
      console.warn(`No blog found for id ${answer.data.id}`);
      navigate(paths.notFound, { replace: true });
    }
  }, [answer, navigate]);

  const blog = answer.status === 'loaded' ? answer.data.blog : undefined;
  return blog ? <BlogArticle blog={blog} aside={aside} /> : <BlogLoading />;
}
