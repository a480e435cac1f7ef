import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { getBlogDetails, getCommentsBySlug } from '@/api/blogs';
import type { Blog } from '@/api/types';
import { BlogArticle, BlogLoading } from './BlogArticle';

/** A blog loaded by its slug: unknown goes to /not-found, a failed call to /error. */
export function BlogBySlug({ slug }: { slug: string }) {
  const navigate = useNavigate();
  const [blog, setBlog] = useState<Blog | null>(null);

  useEffect(() => {
    let active = true;
    getCommentsBySlug(slug)
      .then((answer) => {
        if (!active) return;
        if (!answer?.success || !answer.data) {
          navigate('/not-found', { replace: true });
          return;
        }
        setBlog(answer.data);
      })
      .catch((error: unknown) => {
        if (!active) return;
        console.error('Failed to load treatment data', error);
        navigate('/error', { replace: true });
      });
    return () => {
      active = false;
    };
  }, [slug, navigate]);

  return blog ? <BlogArticle blog={blog} /> : <BlogLoading />;
}

/** Decodes a legacy blog id (base64 of a number); throws when it is not one. */
export function decodeLegacyBlogId(encoded: string): number {
  const decoded = atob(encoded.trim());
  if (!/^\d+$/.test(decoded.trim())) throw new Error('The blog id is not a number');
  return Number(decoded.trim());
}

/** A blog loaded by a legacy base64 id: empty goes to /not-found, a bad id or failure to /error. */
export function BlogByLegacyId({ encodedId }: { encodedId: string }) {
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
          console.warn('No blog found for this id');
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

  return blog ? <BlogArticle blog={blog} /> : <BlogLoading />;
}
