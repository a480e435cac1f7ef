import { t } from '@lingui/core/macro';
import { CircleCheck } from 'lucide-react';
import { fillTokens } from '@/content';
import { pages } from '@/content/pages';

/** Why choose us: the clinic's reasons, as a grid. */
export function WhyChooseUs() {
  const home = pages.home ?? {};
  const reasons = home.whyChoose ?? [];
  if (reasons.length === 0) return null;
  return (
    <section className="section why-choose" aria-labelledby="home-why">
      <div className="container">
        <header className="section__header">
          <span className="section__eyebrow">{t`Our Promise`}</span>
          <h2 id="home-why">{fillTokens(home.whyChooseTitle) || t`Why Choose Us`}</h2>
        </header>
        <ul className="why-choose__grid">
          {reasons.map((reason) => (
            <li key={reason.title} className="why-choose__item">
              <CircleCheck aria-hidden="true" size={28} className="why-choose__icon" />
              <div>
                <h3 className="why-choose__title">{fillTokens(reason.title)}</h3>
                <p className="why-choose__text">{fillTokens(reason.text)}</p>
              </div>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
