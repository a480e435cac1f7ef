import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ComponentType } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { profile } from '@/content';
import { telHref } from '@/lib/phone';
import { TreatmentListProvider } from '@/hooks/TreatmentListProvider';
import { makeTreatment } from '@/testing/fixtures';
import { answerSiteCalls } from '@/testing/site-api';
import AboutPage from './about-physical-therapy';
import DisclaimerPage from './disclaimer';
import InsurancePage from './insurance-information';
import JoinOurTeamPage from './join-our-team';
import OurLocationPage from './our-location';
import OurPracticePage from './our-practice';
import OurTeamPage from './our-team';
import PatientInfoFormsPage from './patient-info-forms';
import PatientTestimonialsPage from './patient-testimonials';
import SitemapPage from './sitemap';
import TermsOfUsePage from './terms-of-use';

const treatments = [
  makeTreatment(3, 'tmj-dysfunction', 'W', 1, 'TMJ Dysfunction'),
  makeTreatment(30, 'manual-therapy', 'H', 1, 'Manual Therapy'),
  makeTreatment(40, 'hot-stone-massage', 'W', 2, 'Hot Stone Massage'),
];

function renderPage(Page: ComponentType, path = '/') {
  answerSiteCalls({ treatments, blogs: [] });
  return render(
    <MemoryRouter initialEntries={[path]}>
      <TreatmentListProvider>
        <Page />
      </TreatmentListProvider>
    </MemoryRouter>,
  );
}

describe('About Us', () => {
  it('has the about text, the four figures, mission, vision and approach', () => {
    renderPage(AboutPage);
    expect(screen.getByRole('heading', { level: 1, name: 'About Us' })).toBeInTheDocument();
    const crumbs = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(within(crumbs).getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/home');
    const figures = screen.getByRole('region', { name: 'Our clinic in numbers' });
    expect(
      within(figures)
        .getAllByRole('definition')
        .map((value) => value.textContent),
    ).toEqual(profile.stats.map((stat) => stat.value));
    for (const title of ['Our Mission', 'Our Vision', 'Our Approach']) {
      expect(screen.getByRole('heading', { name: title })).toBeInTheDocument();
    }
  });

  it('links to the phone, the team and the booking page, and opens the request modal', async () => {
    renderPage(AboutPage);
    const call = screen
      .getAllByRole('link')
      .find((link) => link.getAttribute('href') === telHref(profile.phones[0]));
    expect(call).toHaveTextContent(profile.phones[0]);
    expect(screen.getByRole('link', { name: /Meet Our Team/ })).toHaveAttribute(
      'href',
      '/our-team',
    );
    expect(screen.getByRole('link', { name: /Book Appointment/ })).toHaveAttribute(
      'href',
      '/Book-Appointment',
    );
    await userEvent.click(screen.getByRole('button', { name: /Request Appointment/ }));
    expect(
      await screen.findByRole('dialog', { name: 'Request an Appointment' }),
    ).toBeInTheDocument();
  });
});

describe('Our Team', () => {
  it('shows both members with their roles, and keeps the figures hidden', () => {
    const { container } = renderPage(OurTeamPage);
    const members = screen.getAllByRole('heading', { level: 2 });
    expect(members).toHaveLength(2);
    expect(screen.getByText('Therapist & Admin')).toBeInTheDocument();
    expect(screen.getAllByRole('img')).toHaveLength(2);
    const stats = container.querySelector('.clinic-stats');
    expect(stats).toBeInTheDocument();
    expect(stats).toHaveAttribute('hidden');
  });
});

describe('Our Practice', () => {
  it('shows the facility pictures and a static Request Appointment modal', async () => {
    renderPage(OurPracticePage);
    expect(screen.getAllByRole('img')).toHaveLength(3);
    expect(screen.getByRole('link', { name: /Meet Our Team/ })).toHaveAttribute(
      'href',
      '/our-team',
    );
    await userEvent.click(screen.getByRole('button', { name: /Request Appointment/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Request an Appointment' });
    await userEvent.keyboard('{Escape}');
    expect(dialog).toBeInTheDocument();
  });
});

describe('Join Our Team', () => {
  it('lists the five positions', () => {
    renderPage(JoinOurTeamPage);
    expect(
      screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent),
    ).toEqual([
      'Physical Therapist',
      'Physical Therapist Assistant',
      'Therapy Technicians',
      'Rehab Aid',
      'Massage Therapist',
    ]);
  });
});

describe('Patient information', () => {
  it('Patient Info / Forms lists nine first-visit and six preparation points, and the form', () => {
    renderPage(PatientInfoFormsPage);
    const firstVisit = screen.getByRole('region', { name: 'What to Expect at Your First Visit' });
    expect(within(firstVisit).getAllByRole('listitem')).toHaveLength(9);
    const prepare = screen.getByRole('region', { name: 'How to Prepare for Your Visit' });
    expect(within(prepare).getAllByRole('listitem')).toHaveLength(6);
    const download = screen.getByRole('link', { name: /Download and Print/ });
    expect(download).toHaveAttribute('href', '/documents/forms/patient-intake-form-2025-09.pdf');
    expect(download).toHaveAttribute('download', 'patient-intake-form-2025-09.pdf');
    expect(screen.getByRole('button', { name: /Request Appointment/ })).toBeInTheDocument();
  });

  it('Insurance Info has the eight plans in a table', () => {
    renderPage(InsurancePage);
    const table = screen.getByRole('table');
    expect(
      within(table)
        .getAllByRole('rowheader')
        .map((cell) => cell.textContent),
    ).toEqual([
      'Medicare',
      'United Health Care Optum/Oxford',
      'Aetna',
      'Horizon BCBS',
      'Workers Comp',
      'Cigna',
      'Auto',
      'Tricare',
    ]);
  });

  it('Patient Testimonials shows every entry with its author', () => {
    renderPage(PatientTestimonialsPage);
    expect(screen.getAllByRole('figure').length).toBeGreaterThanOrEqual(40);
  });
});

describe('Our location, sitemap and legal pages', () => {
  it('Our location has the address, the business hours and the three blurbs', () => {
    renderPage(OurLocationPage);
    expect(screen.getByText(profile.address.street, { exact: false })).toBeInTheDocument();
    for (const line of profile.hours.business) {
      expect(screen.getByText(line.days)).toBeInTheDocument();
      expect(screen.getByText(line.time)).toBeInTheDocument();
    }
    for (const title of ['Sports Performance', 'Vertigo and Dizziness', 'Headaches']) {
      expect(screen.getByRole('heading', { name: title })).toBeInTheDocument();
    }
  });

  it('the sitemap links every page, treatments going to /what-we-treat', async () => {
    renderPage(SitemapPage);
    expect(await screen.findByRole('link', { name: 'Manual Therapy' })).toHaveAttribute(
      'href',
      '/what-we-treat?slug=manual-therapy',
    );
    expect(screen.getByRole('link', { name: 'TMJ Dysfunction' })).toHaveAttribute(
      'href',
      '/what-we-treat?slug=tmj-dysfunction',
    );
    expect(screen.queryByRole('link', { name: 'Hot Stone Massage' })).not.toBeInTheDocument();
    const hrefs = screen.getAllByRole('link').map((link) => link.getAttribute('href'));
    for (const path of [
      '/home',
      '/about-us/our-practice',
      '/about-us/our-physical-therapy',
      '/about-us/our-team',
      '/about-us/join-our-team',
      '/patient-information/patient-info-forms',
      '/patient-information/insurance-information',
      '/patient-information/patient-testimonials',
      '/patient-information/refer-friend',
      '/patient-information/health-blogs',
      '/patient-information/videos',
      '/patient-information/faqs',
      '/wellness-programs-with-therapeutic-massage',
      '/contact-us',
      '/sitemap',
      '/privacy-policy',
      '/terms-of-use',
      '/disclaimer',
    ]) {
      expect(hrefs).toContain(path);
    }
  });

  it('legal pages are filled with the clinic details and sanitised', () => {
    const { container } = renderPage(TermsOfUsePage);
    expect(container).toHaveTextContent('Sept 12, 2018');
    expect(container.textContent).not.toContain('{{');
    renderPage(DisclaimerPage);
    expect(document.body.textContent).toContain(profile.name);
  });
});
