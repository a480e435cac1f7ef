import { render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { profile } from '@/content';
import { pages } from '@/content/pages';
import { TreatmentListProvider } from '@/hooks/TreatmentListProvider';
import { makeBlog, makeTreatment } from '@/testing/fixtures';
import { answerSiteCalls } from '@/testing/site-api';
import HomePage from './home';

const treatments = [
  makeTreatment(1, 'sciatica-and-back-pain-relief', 'W', 1, 'Sciatica and Back Pain Relief'),
  makeTreatment(2, 'tmj-dysfunction', 'W', 1, 'TMJ Dysfunction'),
  makeTreatment(3, 'shoulder-pain-relief', 'W'),
  makeTreatment(4, 'hip-and-knee-pain-relief', 'W'),
  makeTreatment(5, 'headaches-and-migraines', 'W'),
  makeTreatment(6, 'dizziness-and-vertigo', 'W'),
  makeTreatment(7, 'sports-performance', 'H'),
  makeTreatment(8, 'pelvic-floor-therapy', 'H'),
  makeTreatment(9, 'neck-pain', 'W'),
];

const blogs = [
  makeBlog(1, 'older', '2025-05-01', 'Older Post'),
  makeBlog(2, 'newest', '2026-10-02', 'Newest <em>Post</em>'),
  makeBlog(3, 'middle', '2026-01-15', 'Middle Post'),
  makeBlog(4, 'oldest', '2024-02-09', 'Oldest Post'),
];

function renderHome(data = { treatments, blogs }) {
  answerSiteCalls(data);
  return render(
    <MemoryRouter initialEntries={['/home']}>
      <TreatmentListProvider>
        <HomePage />
      </TreatmentListProvider>
    </MemoryRouter>,
  );
}

afterEach(() => {
  vi.useRealTimers();
});

describe('Home', () => {
  it('opens with one headline and the line under it', () => {
    renderHome();
    const headline = screen.getByRole('heading', { level: 1 });
    expect(headline).toHaveTextContent(pages.home?.hero?.title ?? 'no headline in pages.json');
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(headline.nextElementSibling).toHaveTextContent(profile.town);
  });

  it('makes Book An Appointment the one primary action', () => {
    renderHome();
    const primary = document.querySelectorAll('.hero__action--primary');
    expect(primary).toHaveLength(1);
    expect(primary[0]).toHaveAccessibleName(/Book An Appointment/);
    expect(screen.getByRole('button', { name: 'Send Us Query' })).toHaveClass('btn--outline');
    expect(screen.getByRole('link', { name: /Patient Portal/ })).toHaveClass('btn--outline');
  });

  it('lists insurance, direct access, the first visit and whether the clinic is open', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-24T15:00:00Z')); // Tuesday 10:00 in New York
    renderHome();
    const trust = screen.getByRole('list', { name: 'Good to know' });
    expect(
      within(trust).getByRole('link', { name: /^Medicare and 7 more plans accepted$/ }),
    ).toHaveAttribute('href', '/patient-information/insurance-information');
    expect(trust).toHaveTextContent('No referral needed in New Jersey');
    expect(trust).toHaveTextContent('First visit: 1 hour 15 minutes');
    expect(await within(trust).findByText('Open now · closes at 7 pm')).toBeInTheDocument();
  });

  it('has the three main actions', () => {
    renderHome();
    expect(screen.getByRole('button', { name: 'Send Us Query' })).toBeInTheDocument();
    const book = screen.getByRole('link', { name: /Book An Appointment/ });
    expect(book).toHaveAttribute('href', profile.bookingUrl);
    expect(book).toHaveAttribute('target', '_blank');
    expect(book).toHaveAttribute('rel', 'noopener noreferrer');
    expect(screen.getByRole('link', { name: /Patient Portal/ })).toHaveAttribute(
      'href',
      profile.portalLoginUrl,
    );
  });

  it('opens the Request Appointment modal from Send Us Query', async () => {
    renderHome();
    screen.getByRole('button', { name: 'Send Us Query' }).click();
    const dialog = await screen.findByRole('dialog', { name: 'Request an Appointment' });
    expect(dialog).toHaveTextContent(profile.phones[0]);
  });

  it('shows the eight Best Service tiles, named from the treatment list', async () => {
    renderHome();
    const section = screen.getByRole('region', { name: /Services/ });
    await waitFor(() => expect(within(section).getAllByRole('listitem')).toHaveLength(8));
    expect(within(section).getByRole('link', { name: 'TMJ Dysfunction' })).toHaveAttribute(
      'href',
      '/what-we-treat?slug=tmj-dysfunction',
    );
    expect(within(section).getByRole('link', { name: 'Pelvic Floor Therapy' })).toHaveAttribute(
      'href',
      '/how-we-treat?slug=pelvic-floor-therapy',
    );
    expect(within(section).queryByRole('link', { name: 'Neck Pain' })).not.toBeInTheDocument();
    expect(within(section).getByRole('link', { name: /View More/ })).toHaveAttribute(
      'href',
      '/physical-therapy-services',
    );
  });

  it('shows the three newest blogs with their dates', async () => {
    renderHome();
    const newest = await screen.findByRole('link', { name: 'Newest Post' });
    expect(newest).toHaveAttribute('href', '/recent-blog?slug=newest');
    expect(screen.getByText('October 2, 2026')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Middle Post' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Older Post' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Oldest Post' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: /View More health blogs/ })).toHaveAttribute(
      'href',
      '/patient-information/health-blogs',
    );
  });

  it('shows no blog block when there are no blogs', async () => {
    renderHome({ treatments, blogs: [] });
    await screen.findAllByRole('link', { name: 'TMJ Dysfunction' });
    await waitFor(() =>
      expect(screen.queryByRole('region', { name: /Blog/i })).not.toBeInTheDocument(),
    );
  });
});
