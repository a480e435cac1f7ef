import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Link, MemoryRouter, useLocation } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { profile } from '@/content';
import { TreatmentListProvider } from '@/hooks/TreatmentListProvider';
import { answerSiteCalls } from '@/testing/site-api';
import { AppRoutes } from './router';

function Where() {
  const location = useLocation();
  return (
    <>
      <p data-testid="where">{location.pathname + location.search}</p>
      <Link to="/not-found">the other Not found</Link>
    </>
  );
}

function renderAt(path: string) {
  answerSiteCalls({});
  return render(
    <MemoryRouter initialEntries={[path]}>
      <TreatmentListProvider>
        <AppRoutes />
        <Where />
      </TreatmentListProvider>
    </MemoryRouter>,
  );
}

const suffix = `${profile.name} in ${profile.town}`;

describe('the routes', () => {
  it('shows Not found, with its title, for a path that is not a page', async () => {
    renderAt('/no-such-page');
    expect(
      await screen.findByText('The page you are looking for does not exist'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back To Home' })).toHaveAttribute('href', '/home');
    await waitFor(() => expect(document.title).toBe(`Page Not Found | ${suffix}`));
  });

  it('goes between two paths of one screen without a loading screen or a moment with no head', async () => {
    renderAt('/page-not-found');
    expect(await screen.findByText('404')).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe(`Page Not Found | ${suffix}`));
    fireEvent.click(screen.getByRole('link', { name: 'the other Not found' }));
    expect(screen.getByTestId('where')).toHaveTextContent('/not-found');
    expect(screen.getByText('404')).toBeInTheDocument();
    expect(document.title).toBe(`Page Not Found | ${suffix}`);
  });

  it('forwards /about-us to the Physical Therapy page and sets its head', async () => {
    renderAt('/about-us');
    await waitFor(() => expect(document.title).toBe(`Physical Therapy | ${suffix}`));
    const description = document.querySelector('meta[name="description"]');
    const keywords = document.querySelector('meta[name="keywords"]');
    expect(description?.getAttribute('content')).not.toBe('');
    expect(keywords?.getAttribute('content')).not.toBe('');
  });

  it('shows an inner page with its hero and a breadcrumb back home', async () => {
    renderAt('/contact-us');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Contact Us' }),
    ).toBeInTheDocument();
    const breadcrumb = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(breadcrumb).toHaveTextContent('Home');
    await waitFor(() => expect(document.title).toBe(`Contact Us | ${suffix}`));
  });

  it('moves a page named in other letters to its own spelling', async () => {
    renderAt('/CONTACT-US?from=card');
    await waitFor(() =>
      expect(screen.getByTestId('where')).toHaveTextContent('/contact-us?from=card'),
    );
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Contact Us' }),
    ).toBeInTheDocument();
  });

  it('shows the error screen at /error with a way home', async () => {
    renderAt('/error');
    expect(await screen.findByRole('link', { name: 'Back To Home' })).toHaveAttribute(
      'href',
      '/home',
    );
  });
});
