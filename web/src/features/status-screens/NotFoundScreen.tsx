import { t } from '@lingui/core/macro';
import { Link } from 'react-router-dom';
import { ChevronRight, Compass } from 'lucide-react';
import { FirstScreenEnd } from '@/components/FirstScreenEnd';
import { notFoundLinks } from '@/config/navigation';
import { fillTokens } from '@/content';
import { pages } from '@/content/pages';
import { StatusScreenActions } from './StatusScreenActions';
import './StatusScreen.css';

/**
 * Shown for any path that is not a page of the site: the way home, the pages most patients
 * start on, and the clinic's phone.
 */
export function NotFoundScreen() {
  const title = pages.notFound?.title ?? t`Page not found`;
  const help = fillTokens(pages.notFound?.help);
  const linksLabel = pages.notFound?.linksLabel ?? t`Pages that may help`;
  return (
    <>
      <section className="status-screen" aria-labelledby="status-title">
        <div className="container status-screen__inner">
          <span className="status-screen__icon" aria-hidden="true">
            <Compass size={40} />
          </span>
          <p className="status-screen__code">404</p>
          <h1 id="status-title" className="status-screen__title">
            {title}
          </h1>
          <p className="status-screen__message">{t`The page you are looking for does not exist`}</p>
          {help && <p className="status-screen__help">{help}</p>}
          <nav className="status-screen__ways" aria-label={linksLabel}>
            <ul>
              {notFoundLinks.map((link) => (
                <li key={link.to}>
                  <Link to={link.to}>
                    {link.label}
                    <ChevronRight aria-hidden="true" size={18} />
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
          <StatusScreenActions />
        </div>
      </section>
      <FirstScreenEnd />
    </>
  );
}
