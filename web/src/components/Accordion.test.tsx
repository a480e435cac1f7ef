import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Accordion } from './Accordion';

const items = [
  { title: 'Neck Pain', html: '<p>About neck pain.</p>' },
  { title: 'Whiplash', html: '<p>About whiplash.</p>' },
  { title: 'Tinnitus', html: '<p>About tinnitus.</p><script>alert(1)</script>' },
];

function iconOf(button: HTMLElement) {
  return button.querySelector('svg')?.getAttribute('data-icon');
}

describe('Accordion', () => {
  it('starts with every panel closed, each button showing a plus', () => {
    render(<Accordion items={items} />);
    const buttons = screen.getAllByRole('button');
    expect(buttons).toHaveLength(3);
    for (const button of buttons) {
      expect(button).toHaveAttribute('aria-expanded', 'false');
      expect(iconOf(button)).toBe('plus');
    }
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
  });

  it('is a set of disclosure buttons controlling regions labelled by them', async () => {
    render(<Accordion items={items} headingLevel={2} />);
    const button = screen.getByRole('button', { name: 'Whiplash' });
    expect(button.closest('h2')).not.toBeNull();
    await userEvent.click(button);
    const region = screen.getByRole('region', { name: 'Whiplash' });
    expect(button).toHaveAttribute('aria-controls', region.id);
    expect(region).toHaveAttribute('aria-labelledby', button.id);
    expect(region).toHaveTextContent('About whiplash.');
  });

  it('keeps one panel open: opening another closes the first', async () => {
    render(<Accordion items={items} />);
    const neck = screen.getByRole('button', { name: 'Neck Pain' });
    const whiplash = screen.getByRole('button', { name: 'Whiplash' });
    await userEvent.click(neck);
    expect(neck).toHaveAttribute('aria-expanded', 'true');
    expect(iconOf(neck)).toBe('minus');

    await userEvent.click(whiplash);
    expect(whiplash).toHaveAttribute('aria-expanded', 'true');
    expect(iconOf(whiplash)).toBe('minus');
    expect(neck).toHaveAttribute('aria-expanded', 'false');
    expect(iconOf(neck)).toBe('plus');
    expect(screen.getAllByRole('region')).toHaveLength(1);
  });

  it('closes the open panel when it is clicked again', async () => {
    render(<Accordion items={items} />);
    const neck = screen.getByRole('button', { name: 'Neck Pain' });
    await userEvent.click(neck);
    await userEvent.click(neck);
    expect(neck).toHaveAttribute('aria-expanded', 'false');
    expect(iconOf(neck)).toBe('plus');
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
  });

  it('opens with the keyboard and sanitises the panel HTML', async () => {
    render(<Accordion items={items} />);
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Tinnitus' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const region = screen.getByRole('region', { name: 'Tinnitus' });
    expect(within(region).getByText('About tinnitus.')).toBeInTheDocument();
    expect(region.querySelector('script')).toBeNull();
  });

  it('keeps separate accordions independent', async () => {
    render(
      <>
        <Accordion items={items.slice(0, 2)} />
        <Accordion items={[{ title: 'Knee Pain', html: '<p>Knees.</p>' }]} />
      </>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Neck Pain' }));
    await userEvent.click(screen.getByRole('button', { name: 'Knee Pain' }));
    expect(screen.getByRole('button', { name: 'Neck Pain' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    expect(screen.getAllByRole('region')).toHaveLength(2);
  });
});
