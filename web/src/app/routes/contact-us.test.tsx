import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { profile } from '@/content';
import { telHref } from '@/lib/phone';
import { makeTiming } from '@/testing/fixtures';
import { mockApi } from '@/testing/mock-api';
import ContactUsPage from './contact-us';

let restore: (() => void) | undefined;

afterEach(() => {
  restore?.();
  restore = undefined;
});

function renderContact(
  timings = [
    makeTiming(1, 'Physical Therapy', 'Mon,Tue,Wed,Thu,Fri', '9:00', '19:00'),
    makeTiming(2, 'Massage Therapy', 'Tue,Thu', '10:30', '18:00'),
  ],
) {
  const mock = mockApi((config) =>
    config.url === 'Treatment/GetTimings'
      ? { data: { success: true, data: timings } }
      : { data: { success: false, data: null } },
  );
  restore = mock.restore;
  render(
    <MemoryRouter initialEntries={['/contact-us']}>
      <ContactUsPage />
    </MemoryRouter>,
  );
  return mock;
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
    const mock = renderContact();
    const hours = await screen.findByRole('group', { name: 'Working Hours' });
    expect(await within(hours).findByText('Mon - Fri')).toBeVisible();
    expect(hours).toHaveTextContent('09:00 - 19:00');
    expect(hours).toHaveTextContent('Tue ... Thu');
    expect(hours).toHaveTextContent('10:30 - 18:00');
    expect(mock.requests.find((entry) => entry.url === 'Treatment/GetTimings')?.params).toEqual({
      TimeId: 0,
    });
  });

  it('embeds the map with a title and lazy loading', () => {
    renderContact();
    const map = screen.getByTitle(/^Map showing/);
    expect(map.tagName).toBe('IFRAME');
    expect(map).toHaveAttribute('src', profile.mapEmbedUrl);
    expect(map).toHaveAttribute('loading', 'lazy');
  });

  it('has the enquiry form', () => {
    renderContact();
    const form = screen.getByRole('region', { name: 'Send Us a Message' });
    expect(within(form).getByRole('textbox', { name: 'Full name' })).toBeInTheDocument();
    expect(within(form).getByRole('button', { name: /Send Message/ })).toBeDisabled();
  });
});
