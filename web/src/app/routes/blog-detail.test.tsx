import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { makeBlog } from '@/testing/fixtures';
import { apiUrl, callOf, recordRequests, server, success, unsuccessful } from '@/testing/server';
import BlogDetailPage from './blog-detail';

const post = {
  ...makeBlog(13, 'tech-neck-and-screens', '2026-11-09', 'Tech Neck and <em>Screens</em>'),
  response: '<p>Look up from your phone.</p>',
};

function Where() {
  const location = useLocation();
  return <p data-testid="where">{location.pathname + location.search}</p>;
}

function renderAt(path: string) {
  const requests = recordRequests();
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
  return requests;
}

// The API knows one blog, by its slug and by its id 13.
beforeEach(() => {
  server.use(
    http.get(apiUrl('Treatment/GetCommentsBySlug'), ({ request }) =>
      callOf(request).query.Slug === post.slug ? success(post) : unsuccessful(),
    ),
    http.get(apiUrl('Treatment/GetBlogDetails'), ({ request }) =>
      HttpResponse.json(callOf(request).query.CommentID === '13' ? [post] : []),
    ),
    http.get(apiUrl('Treatment/GetComments'), () => success([post])),
    http.get(apiUrl('*'), unsuccessful),
  );
});

describe('Recent blog', () => {
  it('shows the blog of a slug with its date, body and breadcrumb', async () => {
    renderAt('/recent-blog?slug=tech-neck-and-screens');
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
    renderAt('/recent-blog?name=tech-neck-and-screens');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Tech Neck and Screens' }),
    ).toBeInTheDocument();
    expect(screen.getByTestId('where')).toHaveTextContent('/recent-blog/tech-neck-and-screens');
  });

  it('loads the legacy ?Id= (base64 of the id) through GetBlogDetails', async () => {
    const requests = renderAt(`/recent-blog?Id=${btoa('13')}`);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Tech Neck and Screens' }),
    ).toBeInTheDocument();
    expect(requests.map(callOf)).toContainEqual({
      call: 'Treatment/GetBlogDetails',
      query: { CommentID: '13' },
    });
  });

  it('sends a legacy id with no blog to /not-found with a warning', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    renderAt(`/recent-blog?Id=${btoa('99')}`);
    expect(await screen.findByText('Not found screen')).toBeInTheDocument();
    expect(warn).toHaveBeenCalled();
  });

  it('sends a legacy id that does not decode to /error', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const requests = renderAt('/recent-blog?Id=%%%not-base64');
    expect(await screen.findByText('Error screen')).toBeInTheDocument();
    expect(requests.map((request) => callOf(request).call)).not.toContain(
      'Treatment/GetBlogDetails',
    );
  });

  it('sends an unknown slug to /not-found and a failed load to /error', async () => {
    renderAt('/recent-blog?slug=no-such-post');
    expect(await screen.findByText('Not found screen')).toBeInTheDocument();
  });

  it('logs "Failed to load treatment data" and goes to /error when the call fails', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    server.use(
      http.get(apiUrl('Treatment/GetCommentsBySlug'), () => HttpResponse.json({}, { status: 500 })),
    );
    renderAt('/recent-blog?slug=tech-neck-and-screens');
    expect(await screen.findByText('Error screen')).toBeInTheDocument();
    expect(error).toHaveBeenCalledWith('Failed to load treatment data', expect.anything());
  });
});
