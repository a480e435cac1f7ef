import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeBlog } from '@/testing/fixtures';
import { mockApi, type MockReply } from '@/testing/mock-api';
import BlogDetailPage from './blog-detail';

let restore: (() => void) | undefined;

afterEach(() => {
  restore?.();
  restore = undefined;
});

const post = {
  ...makeBlog(13, 'tech-neck-and-screens', '2026-11-09', 'Tech Neck and <em>Screens</em>'),
  response: '<p>Look up from your phone.</p>',
};

function Where() {
  const location = useLocation();
  return <p data-testid="where">{location.pathname + location.search}</p>;
}

function renderAt(path: string, reply: (url: string, params: unknown) => MockReply) {
  const api = mockApi((config) => reply(config.url ?? '', config.params));
  restore = api.restore;
  render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/recent-blog" element={<BlogDetailPage />} />
        <Route path="/recent-blog/:name" element={<BlogDetailPage />} />
        <Route path="/not-found" element={<p>Not found screen</p>} />
        <Route path="/error" element={<p>Error screen</p>} />
      </Routes>
      <Where />
    </MemoryRouter>,
  );
  return api.requests;
}

const blogs = (url: string, params: unknown): MockReply => {
  const { Slug, CommentID } = (params ?? {}) as { Slug?: string; CommentID?: number };
  if (url === 'Treatment/GetCommentsBySlug') {
    return Slug === post.slug
      ? { data: { success: true, data: post } }
      : { data: { success: false, data: null } };
  }
  if (url === 'Treatment/GetBlogDetails') return { data: CommentID === 13 ? [post] : [] };
  if (url === 'Treatment/GetComments') return { data: { success: true, data: [post] } };
  return { data: { success: false, data: null } };
};

describe('Recent blog', () => {
  it('shows the blog of a slug with its date, body and breadcrumb', async () => {
    renderAt('/recent-blog?slug=tech-neck-and-screens', blogs);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Tech Neck and Screens' }),
    ).toBeInTheDocument();
    expect(screen.getByText('November 9, 2026')).toBeInTheDocument();
    expect(screen.getByText('Look up from your phone.')).toBeInTheDocument();
    const crumbs = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(crumbs).toHaveTextContent('HomeHealth BlogsTech Neck and Screens');
    expect(await screen.findByRole('heading', { name: 'Quick Links' })).toBeInTheDocument();
  });

  it('redirects the legacy ?name= to /recent-blog/{name}', async () => {
    renderAt('/recent-blog?name=tech-neck-and-screens', blogs);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Tech Neck and Screens' }),
    ).toBeInTheDocument();
    expect(screen.getByTestId('where')).toHaveTextContent('/recent-blog/tech-neck-and-screens');
  });

  it('loads the legacy ?Id= (base64 of the id) through GetBlogDetails', async () => {
    const requests = renderAt(`/recent-blog?Id=${btoa('13')}`, blogs);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Tech Neck and Screens' }),
    ).toBeInTheDocument();
    const call = requests.find((request) => request.url === 'Treatment/GetBlogDetails');
    expect(call?.params).toEqual({ CommentID: 13 });
  });

  it('sends a legacy id with no blog to /not-found with a warning', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    renderAt(`/recent-blog?Id=${btoa('99')}`, blogs);
    expect(await screen.findByText('Not found screen')).toBeInTheDocument();
    expect(warn).toHaveBeenCalled();
  });

  it('sends a legacy id that does not decode to /error', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const requests = renderAt('/recent-blog?Id=%%%not-base64', blogs);
    expect(await screen.findByText('Error screen')).toBeInTheDocument();
    expect(requests.some((request) => request.url === 'Treatment/GetBlogDetails')).toBe(false);
  });

  it('sends an unknown slug to /not-found and a failed load to /error', async () => {
    renderAt('/recent-blog?slug=no-such-post', blogs);
    expect(await screen.findByText('Not found screen')).toBeInTheDocument();
  });

  it('logs "Failed to load treatment data" and goes to /error when the call fails', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderAt('/recent-blog?slug=tech-neck-and-screens', (url) =>
      url === 'Treatment/GetCommentsBySlug' ? { status: 500, data: {} } : blogs(url, {}),
    );
    expect(await screen.findByText('Error screen')).toBeInTheDocument();
    expect(error).toHaveBeenCalledWith('Failed to load treatment data', expect.anything());
  });
});
