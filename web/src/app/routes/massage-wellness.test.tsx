import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import type { WellnessService } from '@/api/types';
import { profile } from '@/content';
import { telHref } from '@/lib/phone';
import { apiUrl, callOf, recordRequests, server, success } from '@/testing/server';
import MassageWellnessPage from './massage-wellness';

const services: WellnessService[] = [
  {
    treatmentId: 101,
    tariffID: 1,
    treatmentName: 'TENS with Therapeutic Massage',
    slug: 'tens-with-therapeutic-massage',
    treatmentPeriod: '45 minutes',
    charges: 75,
    filePath: 'services/tens.svg',
    ckEditorHtml: '<p>Gentle TENS and massage.</p>',
  },
  {
    treatmentId: 107,
    tariffID: 7,
    treatmentName: 'TENS Add-On',
    slug: 'tens-add-on',
    treatmentPeriod: '15 minutes',
    charges: 25.5,
    filePath: 'services/add-on.svg',
    ckEditorHtml: '',
  },
];

function Where() {
  const location = useLocation();
  return <p data-testid="where">{location.pathname}</p>;
}

/** Shows the page with GetMessageDetails answered by `answerServices`. */
function renderPage(answerServices: () => Response = () => HttpResponse.json(services)) {
  const requests = recordRequests();
  server.use(
    http.get(apiUrl('Treatment/GetMessageDetails'), answerServices),
    http.get(apiUrl('*'), () => success([])),
  );
  render(
    <MemoryRouter initialEntries={['/wellness-programs-with-therapeutic-massage']}>
      <Routes>
        <Route
          path="/wellness-programs-with-therapeutic-massage"
          element={<MassageWellnessPage />}
        />
        <Route path="/error" element={<Where />} />
      </Routes>
    </MemoryRouter>,
  );
  return requests;
}

describe('Massage & Wellness', () => {
  it('has its hero, intro and three benefits', () => {
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Massage & Wellness' })).toBeVisible();
    expect(screen.getByRole('heading', { name: 'Faster pain relief' })).toBeVisible();
    expect(
      screen.getByRole('heading', { name: 'Accelerated healing of muscle tissue' }),
    ).toBeVisible();
    expect(screen.getByRole('heading', { name: 'Stress relief' })).toBeVisible();
  });

  it('shows a card per service with image, name, period, price and two ways to book', async () => {
    const requests = renderPage();
    const list = await screen.findByRole('list', { name: 'Our Massage & Wellness Programs' });
    await waitFor(() => expect(within(list).getAllByRole('article')).toHaveLength(2));
    expect(requests.map(callOf)).toContainEqual({
      call: 'Treatment/GetMessageDetails',
      query: { TreatmentId: '0', isVisibleToAdmin: 'false' },
    });

    const [tens, addOn] = within(list).getAllByRole('article');
    expect(tens.querySelector('img')).toHaveAttribute('src', '/documents/services/tens.svg');
    expect(tens).toHaveTextContent('45 minutes');
    expect(tens).toHaveTextContent('$75');
    expect(addOn).toHaveTextContent('$25.50');

    const schedule = within(tens).getByRole('link', { name: /Schedule Online/ });
    expect(schedule).toHaveAttribute('href', profile.portalSchedulingUrl);
    expect(schedule).toHaveAttribute('target', '_blank');
    expect(schedule).toHaveAttribute('rel', 'noopener noreferrer');
    expect(
      within(tens).getByRole('button', { name: 'Book TENS with Therapeutic Massage' }),
    ).toBeVisible();
  });

  it('links a name to its detail page only when the service has rich text', async () => {
    renderPage();
    const link = await screen.findByRole('link', { name: 'TENS with Therapeutic Massage' });
    expect(link).toHaveAttribute('href', `/wellness?id=${btoa('101')}`);
    expect(screen.getByRole('heading', { name: 'TENS Add-On' })).toBeVisible();
    expect(screen.queryByRole('link', { name: 'TENS Add-On' })).toBeNull();
  });

  it('Book opens a static booking modal with the service fixed; closing clears it', async () => {
    const user = userEvent.setup();
    renderPage();
    await user.click(
      await screen.findByRole('button', { name: 'Book TENS with Therapeutic Massage' }),
    );
    const dialog = screen.getByRole('dialog', { name: 'Book TENS with Therapeutic Massage' });
    const subject = await within(dialog).findByRole('textbox', { name: 'Subject' });
    expect(subject).toHaveValue('Appointment for TENS with Therapeutic Massage');
    const treatment = within(dialog).getByRole('combobox', { name: 'Treatment' });
    expect(treatment).toBeDisabled();
    expect(treatment).toHaveValue('101');

    await user.keyboard('{Escape}');
    fireEvent.mouseDown(screen.getByTestId('dialog-overlay'));
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    await user.type(within(dialog).getByRole('textbox', { name: 'Full name' }), 'Rosa');

    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Book TENS Add-On' }));
    const next = screen.getByRole('dialog', { name: 'Book TENS Add-On' });
    expect(await within(next).findByRole('textbox', { name: 'Subject' })).toHaveValue(
      'Appointment for TENS Add-On',
    );
    expect(within(next).getByRole('textbox', { name: 'Full name' })).toHaveValue('');
  });

  it('Request An Appointment opens the general request modal', async () => {
    const user = userEvent.setup();
    renderPage();
    await user.click(screen.getByRole('button', { name: 'Request An Appointment' }));
    const dialog = screen.getByRole('dialog', { name: 'Request an Appointment' });
    const treatment = await within(dialog).findByRole('combobox', { name: 'Treatment' });
    expect(treatment).toHaveValue('0');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('has the contact block and the quick links', () => {
    renderPage();
    const contact = screen.getByRole('region', { name: 'Questions? Talk to Us' });
    for (const phone of profile.phones) {
      expect(within(contact).getByRole('link', { name: phone })).toHaveAttribute(
        'href',
        telHref(phone),
      );
    }
    expect(within(contact).getByRole('link', { name: profile.email })).toHaveAttribute(
      'href',
      `mailto:${profile.email}`,
    );
    expect(contact).toHaveTextContent(profile.address.street);
    const quick = screen.getByRole('region', { name: 'Quick Links' });
    expect(
      within(quick)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual([
      '/patient-information/patient-info-forms',
      '/patient-information/faqs',
      '/what-we-treat?slug=view-more-conditions',
      '/wellness-programs-with-therapeutic-massage',
    ]);
  });

  it('goes to /error when the services cannot be loaded', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderPage(() => HttpResponse.json({ message: 'down' }, { status: 500 }));
    expect(await screen.findByTestId('where')).toHaveTextContent('/error');
  });
});
