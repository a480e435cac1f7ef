import { t } from '@lingui/core/macro';
import { Link } from 'react-router-dom';
import { ArrowRight, Phone } from 'lucide-react';
import { SafeHtml } from '@/components/SafeHtml';
import { paths } from '@/config/paths';
import { fillTokens, profile } from '@/content';
import { pages } from '@/content/pages';
import { telHref } from '@/lib/phone';

/** The welcome block: who we are, with the clinic's figures. */
export function AboutBlock() {
  const home = pages.home ?? {};
  const clinic = profile.name;
  const title = fillTokens(home.aboutTitle) || t`Welcome to ${clinic}`;
  const phone = profile.phones[0];
  return (
    <section className="section about-block" aria-labelledby="home-about">
      <div className="container about-block__inner">
        <div className="about-block__copy">
          <span className="section__eyebrow">{t`About Us`}</span>
          <h2 id="home-about">{title}</h2>
          <SafeHtml html={fillTokens(home.aboutHtml, { html: true })} className="prose" />
          <div className="about-block__actions">
            <Link to={paths.aboutPhysicalTherapy} className="btn btn--primary">
              {t`More About Us`}
              <ArrowRight aria-hidden="true" size={18} />
            </Link>
            {phone && (
              <a href={telHref(phone)} className="about-block__phone">
                <Phone aria-hidden="true" size={20} />
                <span>
                  <span className="about-block__phone-label">{t`Call us today`}</span>
                  {phone}
                </span>
              </a>
            )}
          </div>
        </div>
        <dl className="stats">
          {profile.stats.map((stat) => (
            <div key={`${stat.value}-${stat.label}`} className="stats__item">
              <dt className="stats__label">{stat.label}</dt>
              <dd className="stats__value">{stat.value}</dd>
            </div>
          ))}
        </dl>
      </div>
    </section>
  );
}
