import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { MainMenu, type MenuLayout } from './MainMenu';
import { buildMenu } from './menu';

function renderMenu(layout: MenuLayout, onChoose = vi.fn()) {
  const entries = buildMenu({ whatWeTreat: [], howWeTreat: [] });
  render(
    <MemoryRouter initialEntries={['/home']}>
      <MainMenu layout={layout} entries={entries} onChoose={onChoose} />
    </MemoryRouter>,
  );
  return onChoose;
}

describe('MainMenu', () => {
  it('in the menu bar, opens one dropdown at a time and closes it with Escape', async () => {
    const user = userEvent.setup();
    renderMenu('desktop');
    const about = screen.getByRole('button', { name: 'About Us' });
    const patient = screen.getByRole('button', { name: "Patient's Info" });

    await user.click(about);
    expect(about).toHaveAttribute('aria-expanded', 'true');
    await user.click(patient);
    expect(patient).toHaveAttribute('aria-expanded', 'true');
    expect(about).toHaveAttribute('aria-expanded', 'false');

    screen.getByRole('link', { name: 'FAQs' }).focus();
    await user.keyboard('{Escape}');
    expect(patient).toHaveAttribute('aria-expanded', 'false');
    expect(patient).toHaveFocus();
  });

  it('in the menu bar, keeps a dropdown opened by pointing open on the click that follows', async () => {
    const user = userEvent.setup();
    renderMenu('desktop');
    const about = screen.getByRole('button', { name: 'About Us' });

    await user.hover(about);
    expect(about).toHaveAttribute('aria-expanded', 'true');
    await user.click(about);
    expect(about).toHaveAttribute('aria-expanded', 'true');
    await user.click(about);
    expect(about).toHaveAttribute('aria-expanded', 'false');
  });

  it('on small screens, draws each group as a disclosure that opens on its own, by its short name', async () => {
    const user = userEvent.setup();
    const onChoose = renderMenu('mobile');
    const group = (name: string) => screen.getByText(name).closest('details') as HTMLDetailsElement;
    const about = group('About Us');
    const patient = group('Patient Info');
    expect(screen.queryByRole('button')).toBeNull();
    expect(about.querySelector('summary')).toHaveTextContent('About Us');
    expect(about.querySelector('ul')).toHaveAttribute('id', 'mobile-menu-about');

    await user.click(screen.getByText('About Us'));
    await user.click(screen.getByText('Patient Info'));
    expect(about.open).toBe(true);
    expect(patient.open).toBe(true);
    await user.click(screen.getByText('About Us'));
    expect(about.open).toBe(false);
    expect(patient.open).toBe(true);

    await user.click(screen.getByRole('link', { name: 'FAQs' }));
    expect(onChoose).toHaveBeenCalledOnce();
  });

  it('offers the whole list while a treatment group has no entries', async () => {
    const user = userEvent.setup();
    renderMenu('mobile');
    await user.click(screen.getByText('What We Treat'));
    expect(screen.getByRole('link', { name: 'All conditions we treat' })).toHaveAttribute(
      'href',
      '/physical-therapy-services',
    );
  });
});
