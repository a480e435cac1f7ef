import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi } from '@/testing/mock-api';
import { loadRecentBlogs } from './blogs';

let restore: (() => void) | undefined;

afterEach(() => {
  restore?.();
  restore = undefined;
});

function blog(id: number, date: string) {
  return {
    commentID: id,
    slug: `blog-${id}`,
    title: `Blog ${id}`,
    blogImage: null,
    fileName: null,
    blogDate: date,
    header: null,
    comment: null,
    keywords: null,
    response: null,
  };
}

describe('loadRecentBlogs', () => {
  it('gives the newest blogs first, up to the limit', async () => {
    const mock = mockApi(() => ({
      data: {
        success: true,
        data: [
          blog(1, '2025-01-05'),
          blog(2, '2026-10-02'),
          blog(3, '2026-03-01'),
          blog(4, '2024-07-07'),
        ],
      },
    }));
    restore = mock.restore;

    const list = await loadRecentBlogs(3);
    expect(list.map((entry) => entry.commentID)).toEqual([2, 3, 1]);
    expect(mock.requests[0].url).toBe('Treatment/GetComments');
    expect(mock.requests[0].params).toEqual({ CommentID: 0 });
  });

  it('gives no blogs for an empty or failed answer', async () => {
    restore = mockApi(() => ({ data: { success: true, data: [] } })).restore;
    await expect(loadRecentBlogs(3)).resolves.toEqual([]);
    restore();

    restore = mockApi(() => ({ networkError: true })).restore;
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await expect(loadRecentBlogs(3)).resolves.toEqual([]);
  });
});
