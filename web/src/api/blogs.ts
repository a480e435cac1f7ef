import { client } from './client';
import type { Blog, BlogAnswer, BlogListAnswer } from './types';

/** GET Treatment/GetComments: the blog list (id 0), newest first. */
export async function getComments(commentId: number): Promise<BlogListAnswer> {
  const response = await (
    await client()
  ).get<BlogListAnswer>('Treatment/GetComments', {
    params: { CommentID: commentId },
  });
  return response.data;
}

/** GET Treatment/GetCommentsBySlug: one blog with its HTML body. */
export async function getCommentsBySlug(slug: string): Promise<BlogAnswer> {
  const response = await (
    await client()
  ).get<BlogAnswer>('Treatment/GetCommentsBySlug', {
    params: { Slug: slug },
  });
  return response.data;
}

/** GET Treatment/GetBlogDetails: a bare array; 0 = every blog, otherwise the one blog. */
export async function getBlogDetails(commentId: number): Promise<Blog[]> {
  const response = await (
    await client()
  ).get<Blog[]>('Treatment/GetBlogDetails', {
    params: { CommentID: commentId },
  });
  return Array.isArray(response.data) ? response.data : [];
}

/**
 * The blog list, newest first as the API orders it (api/content/catalog.py); an empty list
 * when there is none or the call fails.
 */
export async function loadRecentBlogs(limit?: number): Promise<Blog[]> {
  try {
    const answer = await getComments(0);
    if (!answer?.success || !Array.isArray(answer.data)) return [];
    return limit === undefined ? answer.data : answer.data.slice(0, limit);
  } catch (error) {
    console.error('Error loading blogs', error);
    return [];
  }
}
