import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Treatment } from '@/api/types';
import { TreatmentListProvider } from '@/hooks/TreatmentListProvider';
import { makeBlog, makeTreatment } from '@/testing/fixtures';
import { apiUrl, callOf, server, success, unsuccessful } from '@/testing/server';
import TreatmentPage from './treatment';

const conditions: Treatment = {
  ...makeTreatment(27, 'view-more-conditions', 'W', 1, 'Conditions We Treat'),
  ckEditorHtml: '<p>Find your condition by body region.</p>',
};
const tmj: Treatment = {
  ...makeTreatment(3, 'tmj-dysfunction', 'W', 1, 'TMJ Dysfunction'),
  ckEditorHtml: '<h2>What is TMJ dysfunction?</h2><p>Jaw pain.</p>',
};
const whatWeTreat = Array.from({ length: 23 }, (_, index) =>
  makeTreatment(100 + index, `condition-${index + 1}`, 'W', 1, `Condition ${index + 1}`),
);
const treatments = [
  ...whatWeTreat,
  makeTreatment(200, 'manual-therapy', 'H', 1, 'Manual Therapy'),
  makeTreatment(201, 'hot-stone-massage', 'W', 2, 'Hot Stone Massage'),
];
const blogs = [1, 2, 3, 4, 5].map((id) =>
  makeBlog(id, `post-${id}`, `2026-0${id}-01`, `Post ${id}`),
);
const bySlug: Record<string, Treatment> = { [conditions.slug]: conditions, [tmj.slug]: tmj };

beforeEach(() => {
  Element.prototype.scrollIntoView = () => undefined;
  server.use(
    http.get(apiUrl('Treatment/GetTreatmentDetails'), () => success(treatments)),
    http.get(apiUrl('Treatment/GetComments'), () => success(blogs)),
    http.get(apiUrl('Treatment/GetTreatmentDescriptionBySlug'), ({ request }) => {
      const treatment = bySlug[callOf(request).query.Slug];
      return treatment ? success(treatment) : unsuccessful();
    }),
    http.get(apiUrl('*'), unsuccessful),
  );
});

function Where() {
  const location = useLocation();
  return <p data-testid="where">{location.pathname + location.search}</p>;
}

function renderAt(path: string) {
  render(
    <MemoryRouter initialEntries={[path]}>
      <TreatmentListProvider>
        <Routes>
          <Route path="/what-we-treat" element={<TreatmentPage />} />
          <Route path="/how-we-treat" element={<TreatmentPage />} />
          <Route path="/not-found" element={<p>Not found screen</p>} />
          <Route path="/error" element={<p>Error screen</p>} />
        </Routes>
        <Where />
      </TreatmentListProvider>
    </MemoryRouter>,
  );
}

describe('Treatment detail', () => {
  it('shows the title, breadcrumb, body and side panels', async () => {
    renderAt('/what-we-treat?slug=tmj-dysfunction');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'TMJ Dysfunction' }),
    ).toBeInTheDocument();
    const crumbs = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(within(crumbs).getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/home');
    expect(within(crumbs).getByRole('link', { name: 'What We Treat' })).toHaveAttribute(
      'href',
      '/physical-therapy-treatments',
    );
    expect(crumbs).toHaveTextContent('TMJ Dysfunction');
    expect(screen.getByText('Jaw pain.')).toBeInTheDocument();

    const quickLinks = screen.getByRole('region', { name: 'Quick Links' });
    expect(
      within(quickLinks)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual([
      '/patient-information/patient-info-forms',
      '/patient-information/faqs',
      '/what-we-treat?slug=view-more-conditions',
      '/wellness-programs-with-therapeutic-massage',
    ]);
    const recent = await screen.findByRole('region', { name: 'Recent Health Blogs' });
    expect(await within(recent).findAllByRole('link')).toHaveLength(4);
    expect(screen.getByRole('link', { name: /Book An Appointment/ })).toHaveAttribute(
      'href',
      '/Book-Appointment',
    );
    expect(screen.queryByRole('button', { name: 'Head and Neck' })).not.toBeInTheDocument();
  });

  it('waits for its treatment in a busy box that says nothing of loading', async () => {
    let answer: () => void = () => undefined;
    const answered = new Promise<undefined>((resolve) => {
      answer = () => resolve(undefined);
    });
    server.use(
      http.get(apiUrl('Treatment/GetTreatmentDescriptionBySlug'), async () => {
        await answered;
        return success(tmj);
      }),
    );
    renderAt('/what-we-treat?slug=tmj-dysfunction');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'What We Treat' }),
    ).toBeInTheDocument();
    expect(document.querySelector('.treatment-detail[aria-busy="true"]')).toBeEmptyDOMElement();
    expect(document.body).not.toHaveTextContent(/loading/i);

    answer();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'TMJ Dysfunction' }),
    ).toBeInTheDocument();
  });

  it('holds the request form in a side panel', async () => {
    renderAt('/what-we-treat?slug=tmj-dysfunction');
    const panel = await screen.findByRole('region', { name: 'Request an Appointment' });
    expect(
      await within(panel).findByRole('textbox', { name: 'Full name' }, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(within(panel).getByRole('button', { name: 'Send Request' })).toHaveAttribute(
      'type',
      'submit',
    );
  });

  it('shows the body-region accordion for treatment 27 only', async () => {
    renderAt('/what-we-treat?slug=view-more-conditions');
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Head and Neck' }, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Foot and Ankle' })).toBeInTheDocument();
  });

  it('names How We Treat in the breadcrumb of /how-we-treat', async () => {
    renderAt('/how-we-treat?slug=tmj-dysfunction');
    await screen.findByRole('heading', { level: 1, name: 'TMJ Dysfunction' });
    const crumbs = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(within(crumbs).getByRole('link', { name: 'How We Treat' })).toHaveAttribute(
      'href',
      '/physical-therapy-treatments',
    );
  });

  it('sends an unknown slug to /not-found', async () => {
    renderAt('/what-we-treat?slug=no-such-treatment');
    expect(await screen.findByText('Not found screen')).toBeInTheDocument();
  });

  it('logs "Failed to load treatment data" and goes to /error when the call fails', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    server.use(
      http.get(apiUrl('Treatment/GetTreatmentDescriptionBySlug'), () =>
        HttpResponse.json({}, { status: 500 }),
      ),
    );
    renderAt('/what-we-treat?slug=tmj-dysfunction');
    expect(await screen.findByText('Error screen')).toBeInTheDocument();
    expect(error).toHaveBeenCalledWith('Failed to load treatment data', expect.anything());
  });
});

describe('Treatment lists', () => {
  it('pages the What We Treat list nine at a time, physical therapy only', async () => {
    renderAt('/what-we-treat');
    expect(await screen.findByRole('link', { name: 'Condition 1' })).toHaveAttribute(
      'href',
      '/what-we-treat?slug=condition-1',
    );
    const cards = () => document.querySelectorAll('.treatment-grid a');
    expect(cards()).toHaveLength(9);
    expect(screen.queryByRole('link', { name: 'Hot Stone Massage' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Manual Therapy' })).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('link', { name: 'Page 3' }));
    expect(screen.getByTestId('where')).toHaveTextContent('/what-we-treat?page=3');
    expect(screen.getByRole('link', { name: 'Condition 23' })).toBeInTheDocument();
    expect(cards()).toHaveLength(5);
    expect(screen.getByRole('link', { name: 'Next' })).toHaveAttribute('aria-disabled', 'true');

    await userEvent.click(screen.getByRole('link', { name: 'Previous' }));
    expect(screen.getByRole('link', { name: 'Condition 10' })).toBeInTheDocument();
  });

  it('has no pager for nine items or fewer, and links How We Treat cards to /how-we-treat', async () => {
    renderAt('/how-we-treat');
    expect(await screen.findByRole('link', { name: 'Manual Therapy' })).toHaveAttribute(
      'href',
      '/how-we-treat?slug=manual-therapy',
    );
    expect(screen.queryByRole('navigation', { name: /pages/ })).not.toBeInTheDocument();
  });

  it('brings a page out of range back to the last page', async () => {
    renderAt('/what-we-treat?page=40');
    expect(await screen.findByRole('link', { name: 'Condition 23' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Page 3' })).toHaveAttribute('aria-current', 'page');
  });
});
