import { useEffect, useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { getBlogDetails, getCommentsBySlug } from '@/api/blogs';
import type { Blog } from '@/api/types';
import { useDetailBySlug } from '@/hooks/use-detail-by-slug';
import { BlogArticle, BlogLoading } from './BlogArticle';
import { decodeLegacyBlogId } from './legacy-id';

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
  const [blog, setBlog] = useState<Blog | null>(null);

  useEffect(() => {
    let active = true;
    let id: number;
    try {
      id = decodeLegacyBlogId(encodedId);
    } catch (error) {
      console.error('Could not read the blog id', error);
      navigate('/error', { replace: true });
      return;
    }
    getBlogDetails(id)
      .then((list) => {
        if (!active) return;
        if (list.length === 0) {
          console.warn(`No blog found for id ${id}`);
          navigate('/not-found', { replace: true });
          return;
        }
        setBlog(list[0]);
      })
      .catch((error: unknown) => {
        if (!active) return;
        console.error('Failed to load treatment data', error);
        navigate('/error', { replace: true });
      });
    return () => {
      active = false;
    };
  }, [encodedId, navigate]);

  return blog ? <BlogArticle blog={blog} aside={aside} /> : <BlogLoading />;
}
