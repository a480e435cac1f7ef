import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { profile } from '@/content';
import { telHref } from '@/lib/phone';
import { NotFoundScreen } from './NotFoundScreen';
import { ErrorScreen } from './ErrorScreen';

describe('NotFoundScreen', () => {
  it('says the page does not exist and links back home', () => {
    render(
      <MemoryRouter>
        <NotFoundScreen />
      </MemoryRouter>,
    );
    expect(screen.getByText('The page you are looking for does not exist')).toBeInTheDocument();
    const link = screen.getByRole('link', { name: 'Back To Home' });
    expect(link).toHaveAttribute('href', '/home');
  });

  it('leads on to the main sections and gives the clinic’s phone, not only the way home', () => {
    render(
      <MemoryRouter>
        <NotFoundScreen />
      </MemoryRouter>,
    );
    const ways = screen.getByRole('navigation', { name: 'Pages that may help' });
    const links = within(ways)
      .getAllByRole('link')
      .map((link) => [link.textContent, link.getAttribute('href')]);
    expect(links).toEqual([
      ['What We Treat', '/physical-therapy-services'],
      ['How We Treat', '/physical-therapy-treatments'],
      ['Request an Appointment', '/Book-Appointment'],
      ['Contact Us', '/contact-us'],
    ]);
    expect(screen.getByText(/Let us help you find your way/)).toBeInTheDocument();
    const phone = profile.phones[0];
    expect(screen.getByRole('link', { name: `Call ${phone}` })).toHaveAttribute(
      'href',
      telHref(phone),
    );
  });
});

describe('ErrorScreen', () => {
  it('offers a way home', () => {
    render(
      <MemoryRouter>
        <ErrorScreen />
      </MemoryRouter>,
    );
    expect(screen.getByRole('heading', { level: 1 })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back To Home' })).toHaveAttribute('href', '/home');
  });
});
