import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LanguageLink } from './LanguageLink';
import { LanguageSuggestion } from './LanguageSuggestion';

function at(path: string, element: React.ReactNode) {
  return render(<MemoryRouter initialEntries={[path]}>{element}</MemoryRouter>);
}

function browserPrefers(...languages: string[]) {
  vi.spyOn(navigator, 'languages', 'get').mockReturnValue(languages);
}

afterEach(() => window.localStorage.clear());

describe('the language link', () => {
  it('leads to the same page and query in Spanish, named in Spanish', () => {
    at('/what-we-treat?slug=tmj-dysfunction', <LanguageLink />);
    const link = screen.getByRole('link', { name: 'Español' });
    expect(link).toHaveAttribute('href', '/es/what-we-treat?slug=tmj-dysfunction');
    expect(link).toHaveAttribute('hreflang', 'es');
    expect(link).toHaveAttribute('lang', 'es');
  });
});

describe('the suggestion to read in Spanish', () => {
  it('shows on an English page when the browser prefers Spanish, linking the same page', async () => {
    browserPrefers('es-MX', 'en');
    at('/contact-us', <LanguageSuggestion />);
    const link = await screen.findByRole('link', { name: 'Vea esta página en español' });
    expect(link).toHaveAttribute('href', '/es/contact-us');
  });

  it('is not shown to a browser that prefers another language first', () => {
    browserPrefers('en-US', 'es');
    at('/contact-us', <LanguageSuggestion />);
    expect(screen.queryByRole('complementary')).toBeNull();
  });

  it('closes on "no, thanks" and stays closed on the next page', async () => {
    browserPrefers('es');
    const first = at('/home', <LanguageSuggestion />);
    await userEvent.click(await screen.findByRole('button', { name: 'No, gracias' }));
    expect(screen.queryByRole('complementary')).toBeNull();
    first.unmount();
    at('/faqs', <LanguageSuggestion />);
    expect(screen.queryByRole('complementary')).toBeNull();
  });
});
