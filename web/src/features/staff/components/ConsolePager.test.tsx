import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { ConsolePager, rangeText } from './ConsolePager';

describe('the console pager', () => {
  it('says which rows are shown', () => {
    expect(rangeText(1, 50, 312)).toBe('1–50 of 312');
    expect(rangeText(7, 50, 312)).toBe('301–312 of 312');
    expect(rangeText(1, 50, 0)).toBe('0 of 0');
  });

  it('links to the previous and next pages only where there are some', () => {
    render(
      <MemoryRouter>
        <ConsolePager
          page={2}
          pageSize={50}
          total={312}
          hrefOf={(page) => `/x?page=${page}`}
          label="Pages"
        />
      </MemoryRouter>,
    );
    expect(screen.getByRole('navigation', { name: 'Pages' })).toHaveTextContent('51–100 of 312');
    expect(screen.getByRole('link', { name: 'Previous' })).toHaveAttribute('href', '/x?page=1');
    expect(screen.getByRole('link', { name: 'Next' })).toHaveAttribute('href', '/x?page=3');
  });
});
