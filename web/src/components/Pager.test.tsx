import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { clampPage, pageCountOf, pageItems, Pager, type PagerProps } from './Pager';

const hrefOf = (page: number) => (page > 1 ? `/list?page=${page}` : '/list');

function renderPager(props: Omit<PagerProps, 'hrefOf'>) {
  return render(
    <MemoryRouter>
      <Pager {...props} hrefOf={hrefOf} />
    </MemoryRouter>,
  );
}

describe('Pager', () => {
  it('is not shown for nine items or fewer', () => {
    const { container } = renderPager({ page: 1, total: 9, pageSize: 9 });
    expect(container).toBeEmptyDOMElement();
    renderPager({ page: 1, total: 0, pageSize: 9 });
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  });

  it('links Previous, each page and Next above nine items', () => {
    renderPager({ page: 1, total: 23, pageSize: 9, label: 'Treatment pages' });
    expect(screen.getByRole('navigation', { name: 'Treatment pages' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Previous' })).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByRole('link', { name: 'Previous' })).not.toHaveAttribute('href');
    expect(screen.getByRole('link', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Page 1' })).toHaveAttribute('href', '/list');
    expect(screen.getByRole('link', { name: 'Page 3' })).toHaveAttribute('href', '/list?page=3');
    expect(screen.queryByRole('link', { name: 'Page 4' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Next' })).toHaveAttribute('href', '/list?page=2');
  });

  it('links the pages before and after the one shown, and neither past the ends', () => {
    const { unmount } = renderPager({ page: 2, total: 23, pageSize: 9 });
    expect(screen.getByRole('link', { name: 'Previous' })).toHaveAttribute('href', '/list');
    expect(screen.getByRole('link', { name: 'Next' })).toHaveAttribute('href', '/list?page=3');
    unmount();

    renderPager({ page: 3, total: 23, pageSize: 9 });
    expect(screen.getByRole('link', { name: 'Next' })).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByRole('link', { name: 'Next' })).not.toHaveAttribute('href');
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
    renderPager({ page: 9, total: 13, pageSize: 9 });
    expect(screen.getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Next' })).toHaveAttribute('aria-disabled', 'true');
  });

  it('slices the items of a page', () => {
    const items = Array.from({ length: 23 }, (_, index) => index + 1);
    expect(pageItems(items, 1, 9)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(pageItems(items, 3, 9)).toEqual([19, 20, 21, 22, 23]);
  });
});
