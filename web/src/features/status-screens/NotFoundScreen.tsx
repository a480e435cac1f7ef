import { Link } from 'react-router-dom';
import { Compass, Home } from 'lucide-react';
import { paths } from '@/config/paths';
import { pages } from '@/content/pages';
import './StatusScreen.css';

/** Shown for any path that is not a page of the site. */
export function NotFoundScreen() {
  const title = pages.notFound?.title ?? 'Page not found';
  return (
    <section className="status-screen" aria-labelledby="status-title">
      <div className="container status-screen__inner">
        <span className="status-screen__icon" aria-hidden="true">
          <Compass size={40} />
        </span>
        <p className="status-screen__code">404</p>
        <h1 id="status-title" className="status-screen__title">
          {title}
        </h1>
        <p className="status-screen__message">The page you are looking for does not exist</p>
        <Link to={paths.home} className="btn btn--primary">
          <Home aria-hidden="true" size={18} />
          Back To Home
        </Link>
      </div>
    </section>
  );
}
