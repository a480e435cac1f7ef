import { t } from '@lingui/core/macro';
import { HeartPulse, Leaf, Sparkles, type LucideIcon } from 'lucide-react';
import { fillTokens } from '@/content';
import { pages } from '@/content/pages';

const ICONS: LucideIcon[] = [HeartPulse, Leaf, Sparkles];

/** The three blurbs: Reduce, Renew, Rejuvenate. */
export function Blurbs() {
  const blurbs = pages.home?.blurbs ?? [];
  if (blurbs.length === 0) return null;
  return (
    <section className="blurbs" aria-label={t`How we help`}>
      <div className="container">
        <ul className="blurbs__list">
          {blurbs.map((blurb, index) => {
            const Icon = ICONS[index % ICONS.length];
            return (
              <li key={blurb.title} className="blurb card">
                <span className="blurb__icon" aria-hidden="true">
                  <Icon size={28} />
                </span>
                <div>
                  <h2 className="blurb__title">{fillTokens(blurb.title)}</h2>
                  <p className="blurb__text">{fillTokens(blurb.text)}</p>
                </div>
              </li>
            );
          })}
        </ul>
      </div>
    </section>
  );
}
