import { HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { answerGet, callOf, recordRequests, success } from '@/testing/server';
import { loadRecentBlogs } from './blogs';

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
  it('gives the newest blogs first, as the API orders them, up to the limit', async () => {
    const requests = recordRequests();
    answerGet('Treatment/GetComments', () =>
      success([
        blog(2, '2026-10-02'),
        blog(3, '2026-03-01'),
        blog(1, '2025-01-05'),
        blog(4, '2024-07-07'),
      ]),
    );

    const list = await loadRecentBlogs(3);
    expect(list.map((entry) => entry.commentID)).toEqual([2, 3, 1]);
    expect(requests.map(callOf)).toEqual([
      { call: 'Treatment/GetComments', query: { CommentID: '0' } },
    ]);
  });

  it('gives every blog without a limit, in the order of the answer: the API owns the order', async () => {
    // Dates out of order on purpose: the browser does not sort again what the API sorted.
    answerGet('Treatment/GetComments', () =>
      success([blog(3, '2026-03-01'), blog(2, '2026-10-02'), blog(1, '2025-01-05')]),
    );
    const list = await loadRecentBlogs();
    expect(list.map((entry) => entry.commentID)).toEqual([3, 2, 1]);
  });

  it('gives no blogs for an empty answer', async () => {
    answerGet('Treatment/GetComments', () => success([]));
    await expect(loadRecentBlogs(3)).resolves.toEqual([]);
  });

  it('gives no blogs when the network is down', async () => {
    answerGet('Treatment/GetComments', () => HttpResponse.error());
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await expect(loadRecentBlogs(3)).resolves.toEqual([]);
  });
});
