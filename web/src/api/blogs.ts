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
 * Newer before older. The dates are ISO (YYYY-MM-DD), so they sort as plain strings:
 * `localeCompare` would first load the browser's collation data: 10-20 ms of one task.
 */
function newestFirst(a: Blog, b: Blog): number {
  const first = a.blogDate ?? '';
  const second = b.blogDate ?? '';
  return first < second ? 1 : first > second ? -1 : 0;
}

/** The blog list, newest first; an empty list when there is none or the call fails. */
export async function loadRecentBlogs(limit?: number): Promise<Blog[]> {
  try {
    const answer = await getComments(0);
    if (!answer?.success || !Array.isArray(answer.data)) return [];
    const sorted = [...answer.data].sort(newestFirst);
    return limit === undefined ? sorted : sorted.slice(0, limit);
  } catch (error) {
    console.error('Error loading blogs', error);
    return [];
  }
}
