import { fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { http } from 'msw';
import { describe, expect, it } from 'vitest';
import { profile } from '@/content';
import { telHref } from '@/lib/phone';
import { makeTiming } from '@/testing/fixtures';
import { apiUrl, callOf, recordRequests, server, success, unsuccessful } from '@/testing/server';
import ContactUsPage from './contact-us';

function renderContact(
  timings = [
    makeTiming(1, 'Physical Therapy', 'Mon,Tue,Wed,Thu,Fri', '9:00', '19:00'),
    makeTiming(2, 'Massage Therapy', 'Tue,Thu', '10:30', '18:00'),
  ],
) {
  const requests = recordRequests();
  server.use(
    http.get(apiUrl('Treatment/GetTimings'), () => success(timings)),
    http.get(apiUrl('*'), unsuccessful),
  );
  render(
    <MemoryRouter initialEntries={['/contact-us']}>
      <ContactUsPage />
    </MemoryRouter>,
  );
  return requests;
}

describe('Contact Us', () => {
  it('gives the address, email, phones and fax', () => {
    renderContact();
    const details = screen.getByRole('region', { name: 'Get in Touch' });
    expect(details).toHaveTextContent(profile.address.street);
    expect(within(details).getByRole('link', { name: profile.email })).toHaveAttribute(
      'href',
      `mailto:${profile.email}`,
    );
    for (const phone of profile.phones) {
      expect(within(details).getByRole('link', { name: phone })).toHaveAttribute(
        'href',
        telHref(phone),
      );
    }
    expect(details).toHaveTextContent(profile.fax);
  });

  it('lists the working hours with 24-hour times', async () => {
    const requests = renderContact();
    const hours = await screen.findByRole('group', { name: 'Working Hours' });
    expect(await within(hours).findByText('Mon - Fri')).toBeVisible();
    expect(hours).toHaveTextContent('09:00 - 19:00');
    expect(hours).toHaveTextContent('Tue ... Thu');
    expect(hours).toHaveTextContent('10:30 - 18:00');
    expect(requests.map(callOf)).toContainEqual({
      call: 'Treatment/GetTimings',
      query: { TimeId: '0' },
    });
  });

  it("shows the drawn map and embeds the map host's when the patient asks for it", () => {
    renderContact();
    const area = screen.getByRole('region', { name: 'Map and directions' });
    expect(within(area).getByRole('img', { name: /^Map of the streets around/ })).toBeVisible();
    expect(within(area).queryByTitle(/^Map showing/)).toBeNull();
    fireEvent.click(within(area).getByRole('button', { name: 'Show the interactive map' }));
    const map = within(area).getByTitle(/^Map showing/);
    expect(map.tagName).toBe('IFRAME');
    expect(map).toHaveAttribute('src', profile.mapEmbedUrl);
  });

  it('has the enquiry form', () => {
    renderContact();
    const form = screen.getByRole('region', { name: 'Send Us a Message' });
    expect(within(form).getByRole('textbox', { name: 'Full name' })).toBeInTheDocument();
    expect(within(form).getByRole('button', { name: /Send Message/ })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
  });
});
