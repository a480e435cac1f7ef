import positionsJson from '@content/site/positions.json';
import { BriefcaseMedical } from 'lucide-react';
import { fillTokens } from '@/content';
import './about.css';

export interface Position {
  title: string;
  description: string;
}

/** The roles the clinic hires for (content/site/positions.json). */
export const positions = positionsJson as Position[];

/** The open positions, each with what the role involves. */
export function PositionList({ items = positions }: { items?: Position[] }) {
  return (
    <ul className="position-list">
      {items.map((position) => (
        <li key={position.title} className="position card">
          <span className="position__icon" aria-hidden="true">
            <BriefcaseMedical size={24} />
          </span>
          <div>
            <h2 className="position__title">{position.title}</h2>
            <p className="position__text">{fillTokens(position.description)}</p>
          </div>
        </li>
      ))}
    </ul>
  );
}
