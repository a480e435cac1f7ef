import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { clampPage, pageCountOf, pageItems, Pager } from './Pager';

describe('Pager', () => {
  it('is not shown for nine items or fewer', () => {
    const { container } = render(<Pager page={1} total={9} pageSize={9} onChange={vi.fn()} />);
    expect(container).toBeEmptyDOMElement();
    render(<Pager page={1} total={0} pageSize={9} onChange={vi.fn()} />);
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  });

  it('shows Previous, one button per page and Next above nine items', () => {
    render(<Pager page={1} total={23} pageSize={9} onChange={vi.fn()} label="Treatment pages" />);
    const nav = screen.getByRole('navigation', { name: 'Treatment pages' });
    expect(nav).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('button', { name: 'Page 3' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Page 4' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next' })).toBeEnabled();
  });

  it('moves to the next, previous and chosen pages', async () => {
    const onChange = vi.fn();
    const { rerender } = render(<Pager page={2} total={23} pageSize={9} onChange={onChange} />);
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    await userEvent.click(screen.getByRole('button', { name: 'Previous' }));
    await userEvent.click(screen.getByRole('button', { name: 'Page 3' }));
    expect(onChange.mock.calls).toEqual([[3], [1], [3]]);

    onChange.mockClear();
    rerender(<Pager page={3} total={23} pageSize={9} onChange={onChange} />);
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Page 3' }));
    expect(onChange).not.toHaveBeenCalled();
  });

  it('keeps pages within 1..page count', () => {
    expect(pageCountOf(23, 9)).toBe(3);
    expect(pageCountOf(13, 9)).toBe(2);
    expect(pageCountOf(9, 9)).toBe(1);
    expect(pageCountOf(0, 9)).toBe(1);
    expect(clampPage(0, 3)).toBe(1);
    expect(clampPage(-4, 3)).toBe(1);
    expect(clampPage(7, 3)).toBe(3);
    expect(clampPage(Number.NaN, 3)).toBe(1);
    expect(clampPage(2.7, 3)).toBe(2);
  });

  it('shows a page out of range as the nearest page', () => {
    render(<Pager page={9} total={13} pageSize={9} onChange={vi.fn()} />);
    expect(screen.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
  });

  it('slices the items of a page', () => {
    const items = Array.from({ length: 23 }, (_, index) => index + 1);
    expect(pageItems(items, 1, 9)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(pageItems(items, 3, 9)).toEqual([19, 20, 21, 22, 23]);
  });
});
