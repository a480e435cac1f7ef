import { t } from '@lingui/core/macro';
import { useId } from 'react';
import { HeartPulse, Smile, Sparkles } from 'lucide-react';
import { fillTokens } from '@/content';
import { pages } from '@/content/pages';

const ICONS = [HeartPulse, Sparkles, Smile];

/** The page's introduction and its three benefits (content/site/pages.json, wellness). */
export function WellnessIntro() {
  const headingId = useId();
  const wellness = pages.wellness ?? {};
  const benefits = wellness.benefits ?? [];
  return (
    <section className="wellness-intro" aria-labelledby={headingId}>
      <h2 id={headingId} className="wellness-intro__title">
        {t`Wellness After Therapy`}
      </h2>
      {wellness.intro && <p className="wellness-intro__lead">{fillTokens(wellness.intro)}</p>}
      {benefits.length > 0 && (
        <ul className="wellness-benefits">
          {benefits.map((benefit, index) => {
            const Icon = ICONS[index % ICONS.length];
            return (
              <li key={benefit.title} className="wellness-benefit">
                <span className="wellness-benefit__icon">
                  <Icon aria-hidden="true" size={26} />
                </span>
                <h3 className="wellness-benefit__title">{fillTokens(benefit.title)}</h3>
                <p className="wellness-benefit__text">{fillTokens(benefit.text)}</p>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
