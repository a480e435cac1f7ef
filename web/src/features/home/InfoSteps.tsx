import { t } from '@lingui/core/macro';
import { fillTokens } from '@/content';
import { pages } from '@/content/pages';

/** The three-step info box: how to get started. */
export function InfoSteps() {
  const steps = pages.home?.steps ?? [];
  if (steps.length === 0) return null;
  return (
    <section className="section info-steps" aria-labelledby="home-steps">
      <div className="container">
        <div className="info-steps__box">
          <h2 id="home-steps" className="info-steps__title">
            {t`Getting Started Is Easy`}
          </h2>
          <ol className="info-steps__list">
            {steps.map((step, index) => (
              <li key={step.title} className="info-step">
                <span className="info-step__number" aria-hidden="true">
                  {index + 1}
                </span>
                <div>
                  <h3 className="info-step__title">{fillTokens(step.title)}</h3>
                  <p className="info-step__text">{fillTokens(step.text)}</p>
                </div>
              </li>
            ))}
          </ol>
        </div>
      </div>
    </section>
  );
}
