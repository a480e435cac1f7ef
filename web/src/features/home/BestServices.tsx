import { Link } from 'react-router-dom';
import { ArrowRight } from 'lucide-react';
import { paths } from '@/config/paths';
import { documentUrl, fillTokens } from '@/content';
import { pages } from '@/content/pages';
import { useTreatmentList } from '@/hooks/use-treatment-list';
import { BEST_SERVICE_TILES } from './best-services';

/** The Best Service grid: eight treatments, named and pictured from the treatment list. */
export function BestServices() {
  const { treatments, loading } = useTreatmentList();
  const home = pages.home ?? {};
  const bySlug = new Map(treatments.map((treatment) => [treatment.slug, treatment]));
  const tiles = BEST_SERVICE_TILES.map((tile) => ({ ...tile, treatment: bySlug.get(tile.slug) }));

  return (
    <section className="section section--tinted best-services" aria-labelledby="home-services">
      <div className="container">
        <header className="section__header">
          <span className="section__eyebrow">What We Treat</span>
          <h2 id="home-services">{fillTokens(home.bestServiceTitle) || 'Our Best Services'}</h2>
          {home.bestServiceIntro && (
            <p className="section__intro">{fillTokens(home.bestServiceIntro)}</p>
          )}
        </header>
        <ul className="service-grid">
          {tiles.map(({ slug, flag, treatment }) => {
            if (!treatment) {
              return loading ? (
                <li key={slug} className="service-tile service-tile--loading" aria-hidden="true" />
              ) : null;
            }
            return (
              <li key={slug} className="service-tile card">
                <Link to={paths.treatment(flag, slug)} className="service-tile__link">
                  <span className="service-tile__media">
                    <img
                      src={documentUrl(treatment.filePath || `treatments/${slug}.svg`)}
                      alt=""
                      width={320}
                      height={240}
                      loading="lazy"
                      decoding="async"
                    />
                  </span>
                  <span className="service-tile__name">{treatment.treatmentName}</span>
                </Link>
              </li>
            );
          })}
        </ul>
        <p className="section__more">
          <Link to={paths.physicalTherapyServices} className="btn btn--outline">
            View More <span className="visually-hidden">conditions we treat</span>
            <ArrowRight aria-hidden="true" size={18} />
          </Link>
        </p>
      </div>
    </section>
  );
}
