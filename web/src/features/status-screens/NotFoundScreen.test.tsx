import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
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
