import { Link } from 'react-router-dom';
import { Home, Phone, TriangleAlert } from 'lucide-react';
import { paths } from '@/config/paths';
import { fillTokens, profile } from '@/content';
import { pages } from '@/content/pages';
import { telHref } from '@/lib/phone';
import './StatusScreen.css';

/** Shown when a page could not be loaded. */
export function ErrorScreen() {
  const title = pages.error?.title ?? 'Something went wrong';
  const message =
    fillTokens(pages.error?.message) ||
    'We could not load this page right now. Please try again in a moment.';
  const phone = profile.phones[0];
  return (
    <section className="status-screen" aria-labelledby="status-title">
      <div className="container status-screen__inner">
        <span className="status-screen__icon status-screen__icon--warning" aria-hidden="true">
          <TriangleAlert size={40} />
        </span>
        <h1 id="status-title" className="status-screen__title">
          {title}
        </h1>
        <p className="status-screen__message">{message}</p>
        <div className="status-screen__actions">
          <Link to={paths.home} className="btn btn--primary">
            <Home aria-hidden="true" size={18} />
            Back To Home
          </Link>
          {phone && (
            <a href={telHref(phone)} className="btn btn--outline">
              <Phone aria-hidden="true" size={18} />
              Call {phone}
            </a>
          )}
        </div>
      </div>
    </section>
  );
}
