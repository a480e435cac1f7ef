import { t } from '@lingui/core/macro';
import { Link } from 'react-router-dom';
import { ChevronRight } from 'lucide-react';
import { paths } from '@/config/paths';
import { FirstScreenEnd } from './FirstScreenEnd';
import './PageHero.css';

export interface Crumb {
  label: string;
  /** The label's language where it is not the page's (an English blog title on /es/). */
  lang?: string;
  /** Omitted for the current page. */
  to?: string;
}

export interface PageHeroProps {
  title: string;
  /** The trail after Home; the last entry is the current page. */
  crumbs?: Crumb[];
  /** The title's language where it is not the page's. */
  lang?: string;
}

/** The banner at the top of an inner page: its title and a breadcrumb that starts at Home. */
export function PageHero({ title, crumbs, lang }: PageHeroProps) {
  const trail: Crumb[] = [
    { label: t`Home`, to: paths.home },
    ...(crumbs ?? [{ label: title, lang }]),
  ];
  return (
    <>
      <section className="page-hero">
        <div className="container">
          <h1 className="page-hero__title" lang={lang}>
            {title}
          </h1>
          <nav aria-label={t`Breadcrumb`}>
            <ol className="breadcrumb">
              {trail.map((crumb, index) => {
                const last = index === trail.length - 1;
                return (
                  <li key={`${crumb.label}-${index}`} className="breadcrumb__item">
                    {crumb.to && !last ? (
                      <Link to={crumb.to} lang={crumb.lang}>
                        {crumb.label}
                      </Link>
                    ) : (
                      <span aria-current={last ? 'page' : undefined} lang={crumb.lang}>
                        {crumb.label}
                      </span>
                    )}
                    {!last && (
                      <ChevronRight aria-hidden="true" size={16} className="breadcrumb__sep" />
                    )}
                  </li>
                );
              })}
            </ol>
          </nav>
        </div>
      </section>
      <FirstScreenEnd />
    </>
  );
}
