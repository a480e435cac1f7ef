import { t } from '@lingui/core/macro';
import { Link } from 'react-router-dom';
import { ArrowRight } from 'lucide-react';
import { TreatmentGrid, type TreatmentGridCard } from '@/components/TreatmentGrid';
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
  const cards = BEST_SERVICE_TILES.flatMap(({ slug, flag }): TreatmentGridCard[] => {
    const treatment = bySlug.get(slug);
    if (!treatment) return loading ? [{ slug, loading: true }] : [];
    return [
      {
        slug,
        to: paths.treatment(flag, slug),
        name: treatment.treatmentName,
        image: documentUrl(treatment.filePath || `treatments/${slug}.svg`),
      },
    ];
  });

  return (
    <section className="section section--tinted best-services" aria-labelledby="home-services">
      <div className="container">
        <header className="section__header">
          <span className="section__eyebrow">{t`What We Treat`}</span>
          <h2 id="home-services">{fillTokens(home.bestServiceTitle) || t`Our Best Services`}</h2>
          {home.bestServiceIntro && (
            <p className="section__intro">{fillTokens(home.bestServiceIntro)}</p>
          )}
        </header>
        <TreatmentGrid layout="tiles" cards={cards} />
        <p className="section__more">
          <Link to={paths.physicalTherapyServices} className="btn btn--outline">
            {t`View More`} <span className="visually-hidden">{t`conditions we treat`}</span>
            <ArrowRight aria-hidden="true" size={18} />
          </Link>
        </p>
      </div>
    </section>
  );
}
