import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { TreatmentGrid, type TreatmentGridProps } from './TreatmentGrid';

function renderGrid(props: TreatmentGridProps) {
  return render(
    <MemoryRouter>
      <TreatmentGrid {...props} />
    </MemoryRouter>,
  );
}

describe('TreatmentGrid', () => {
  it('shows each treatment as a card named and linked to its screen, in order', () => {
    renderGrid({
      cards: [
        {
          slug: 'tmj-dysfunction',
          to: '/what-we-treat?slug=tmj-dysfunction',
          name: 'TMJ Dysfunction',
          image: '/documents/treatments/tmj.svg',
        },
        { slug: 'dry-needling', to: '/how-we-treat?slug=dry-needling', name: 'Dry Needling' },
      ],
    });
    const cards = within(screen.getByRole('list')).getAllByRole('link');
    expect(cards.map((card) => card.textContent)).toEqual(['TMJ Dysfunction', 'Dry Needling']);
    expect(cards[0]).toHaveAttribute('href', '/what-we-treat?slug=tmj-dysfunction');
    expect(cards[0].querySelector('img')).toHaveAttribute('src', '/documents/treatments/tmj.svg');
    expect(cards[1].querySelector('img')).toBeNull();
  });

  it('holds the place of a card still loading with an empty tile that nothing reads out', () => {
    renderGrid({
      layout: 'tiles',
      cards: [
        { slug: 'tmj-dysfunction', to: '/what-we-treat?slug=tmj-dysfunction', name: 'TMJ' },
        { slug: 'shoulder-pain-relief', loading: true },
      ],
    });
    const list = screen.getByRole('list');
    expect(list).toHaveClass('treatment-grid--tiles');
    expect(within(list).getAllByRole('listitem')).toHaveLength(1);
    expect(list.children).toHaveLength(2);
  });
});
