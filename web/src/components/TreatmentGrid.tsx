import { Link } from 'react-router-dom';
import './TreatmentGrid.css';

export interface TreatmentCardItem {
  /** The treatment's slug: the card's key. */
  slug: string;
  /** The treatment's screen. */
  to: string;
  name: string;
  /** The picture's address; without one, the card shows the picture's empty frame. */
  image?: string;
}

/** A card whose treatment is still on its way: an empty tile of a card's size. */
export interface LoadingCardItem {
  slug: string;
  loading: true;
}

export type TreatmentGridCard = TreatmentCardItem | LoadingCardItem;

export interface TreatmentGridProps {
  cards: readonly TreatmentGridCard[];
  /**
   * `list`: one, two or three columns of cards, as the treatment lists show them; `tiles`: two
   * columns on phones and four on wide screens, with shorter names, as on the home page.
   */
  layout?: 'list' | 'tiles';
}

/** Treatment cards in a grid, each a picture and a name that open the treatment's screen. */
export function TreatmentGrid({ cards, layout = 'list' }: TreatmentGridProps) {
  return (
    <ul
      className={
        layout === 'tiles' ? 'treatment-grid treatment-grid--tiles' : 'card-grid treatment-grid'
      }
    >
      {cards.map((card) =>
        'loading' in card ? (
          <li
            key={card.slug}
            className="treatment-card treatment-card--loading"
            aria-hidden="true"
          />
        ) : (
          <li key={card.slug} className="treatment-card card">
            <Link to={card.to} className="treatment-card__link">
              <span className="treatment-card__media">
                {card.image && (
                  <img
                    src={card.image}
                    alt=""
                    width={320}
                    height={240}
                    loading="lazy"
                    decoding="async"
                  />
                )}
              </span>
              <span className="treatment-card__name">{card.name}</span>
            </Link>
          </li>
        ),
      )}
    </ul>
  );
}
