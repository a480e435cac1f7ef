import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import type { Treatment } from '@/api/types';
import { TreatmentListContext } from '@/hooks/treatment-list-context';
import { makeTreatment } from '@/testing/fixtures';
import { Header } from './Header';

function Where() {
  const location = useLocation();
  return <p data-testid="where">{location.pathname + location.search}</p>;
}

function renderHeader(treatments: Treatment[]) {
  return render(
    <MemoryRouter initialEntries={['/home']}>
      <TreatmentListContext.Provider value={{ treatments, loading: false }}>
        <Header
          workingHours={<button type="button">Working Hours</button>}
          requestAppointment={<button type="button">Request Appointment</button>}
          mobileRequestAppointment={<button type="button">Request Appointment</button>}
        />
        <Routes>
          <Route path="*" element={<Where />} />
        </Routes>
      </TreatmentListContext.Provider>
    </MemoryRouter>,
  );
}

const answer = [
  makeTreatment(1, 'sciatica-and-back-pain-relief', 'W'),
  makeTreatment(2, 'tmj-dysfunction', 'W'),
  makeTreatment(3, 'sports-performance', 'H'),
  makeTreatment(4, 'swedish-massage', 'W', 2),
];

describe('Header', () => {
  it('shows every menu entry, in order, with its link', () => {
    renderHeader(answer);
    const nav = document.querySelector('.desktop-nav') as HTMLElement;
    const menu = within(nav);
    expect(menu.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/home');
    for (const group of ['About Us', 'What We Treat', 'How We Treat', "Patient's Info"]) {
      expect(menu.getByRole('button', { name: group })).toHaveAttribute('aria-expanded', 'false');
    }
    expect(menu.getByRole('link', { name: 'Massage & Wellness' })).toHaveAttribute(
      'href',
      '/wellness-programs-with-therapeutic-massage',
    );
    expect(menu.getByRole('link', { name: 'Contact Us' })).toHaveAttribute('href', '/contact-us');
  });

  it('fills What We Treat and How We Treat from the treatment list (type 1 only)', async () => {
    const user = userEvent.setup();
    renderHeader(answer);
    const nav = within(document.querySelector('.desktop-nav') as HTMLElement);

    await user.click(nav.getByRole('button', { name: 'What We Treat' }));
    const what = document.getElementById('desktop-menu-what') as HTMLElement;
    expect(
      within(what)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Sciatica And Back Pain Relief', 'Tmj Dysfunction']);

    await user.click(nav.getByRole('button', { name: 'How We Treat' }));
    const how = document.getElementById('desktop-menu-how') as HTMLElement;
    expect(within(how).getByRole('link', { name: 'Sports Performance' })).toHaveAttribute(
      'href',
      '/how-we-treat?slug=sports-performance',
    );
  });

  it('closes the menu, navigates and scrolls to the top when a treatment is chosen (keyboard)', async () => {
    const user = userEvent.setup();
    const scrollTo = vi.spyOn(window, 'scrollTo');
    renderHeader(answer);
    const nav = within(document.querySelector('.desktop-nav') as HTMLElement);
    const toggle = nav.getByRole('button', { name: 'What We Treat' });

    toggle.focus();
    await user.keyboard('{Enter}');
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await user.tab();
    expect(nav.getByRole('link', { name: 'Sciatica And Back Pain Relief' })).toHaveFocus();
    await user.tab();
    await user.keyboard('{Enter}');

    expect(screen.getByTestId('where')).toHaveTextContent('/what-we-treat?slug=tmj-dysfunction');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(scrollTo).toHaveBeenCalled();
  });

  it('opens the small-screen menu with the hamburger and closes it when a link is chosen', async () => {
    const user = userEvent.setup();
    renderHeader(answer);
    const panel = document.getElementById('mobile-menu') as HTMLElement;
    const menu = panel.closest('details') as HTMLDetailsElement;
    const hamburger = menu.querySelector('summary') as HTMLElement;
    expect(hamburger).toHaveTextContent('Menu');
    expect(menu.open).toBe(false);

    await user.click(hamburger);
    expect(menu.open).toBe(true);
    const groups = [...panel.querySelectorAll('details')];
    expect(groups.map((group) => group.querySelector('summary')?.textContent)).toEqual([
      'About Us',
      'What We Treat',
      'How We Treat',
      'Patient Info',
    ]);
    expect(groups.filter((group) => group.open)).toEqual([]);

    await user.click(within(panel).getByText('About Us'));
    await user.click(within(panel).getByRole('link', { name: 'Our Team' }));
    expect(screen.getByTestId('where')).toHaveTextContent('/about-us/our-team');
    expect(menu.open).toBe(false);
  });

  it('closes the small-screen menu with Escape, back on the hamburger', async () => {
    const user = userEvent.setup();
    renderHeader(answer);
    const menu = document.getElementById('mobile-menu')?.closest('details') as HTMLDetailsElement;
    const hamburger = menu.querySelector('summary') as HTMLElement;
    await user.click(hamburger);
    await user.tab();
    await user.keyboard('{Escape}');
    expect(menu.open).toBe(false);
    expect(hamburger).toHaveFocus();
  });

  it('takes the scrolled style after 50 px and leaves it only back at 30 px', async () => {
    renderHeader(answer);
    const header = document.querySelector('.site-header') as HTMLElement;
    const scrollTo = (y: number) =>
      act(() => {
        Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
        fireEvent.scroll(window);
      });
    expect(header).not.toHaveClass('scrolled');

    scrollTo(50);
    expect(header).not.toHaveClass('scrolled');
    scrollTo(51);
    expect(header).toHaveClass('scrolled');
    scrollTo(43); // where scroll anchoring would put it if the header changed height
    expect(header).toHaveClass('scrolled');
    scrollTo(30);
    expect(header).not.toHaveClass('scrolled');
    scrollTo(45);
    expect(header).not.toHaveClass('scrolled');
  });
});
