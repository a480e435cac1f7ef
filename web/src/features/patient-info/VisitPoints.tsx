import { useId } from 'react';
import { CircleCheck } from 'lucide-react';

export interface VisitPointsProps {
  title: string;
  points: string[];
  /** Numbered (the order matters) or ticked. */
  numbered?: boolean;
}

/** A titled list of points: what happens at a first visit, or how to prepare for it. */
export function VisitPoints({ title, points, numbered = false }: VisitPointsProps) {
  const headingId = useId();
  const List = numbered ? 'ol' : 'ul';
  return (
    <section className="visit-points card" aria-labelledby={headingId}>
      <h2 id={headingId} className="visit-points__title">
        {title}
      </h2>
      <List className={`visit-points__list${numbered ? ' visit-points__list--numbered' : ''}`}>
        {points.map((point) => (
          <li key={point} className="visit-points__item">
            {!numbered && (
              <CircleCheck aria-hidden="true" size={20} className="visit-points__icon" />
            )}
            <span>{point}</span>
          </li>
        ))}
      </List>
    </section>
  );
}
