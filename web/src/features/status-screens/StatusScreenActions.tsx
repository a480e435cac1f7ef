import { t } from '@lingui/core/macro';
import { Link } from 'react-router-dom';
import { Home, Phone } from 'lucide-react';
import { paths } from '@/config/paths';
import { profile } from '@/content';
import { telHref } from '@/lib/phone';

/** The ways on from a status screen: back home, or a call to the clinic. */
export function StatusScreenActions() {
  const phone = profile.phones[0];
  return (
    <div className="status-screen__actions">
      <Link to={paths.home} className="btn btn--primary">
        <Home aria-hidden="true" size={18} />
        {t`Back To Home`}
      </Link>
      {phone && (
        <a href={telHref(phone)} className="btn btn--outline">
          <Phone aria-hidden="true" size={18} />
          {t`Call ${phone}`}
        </a>
      )}
    </div>
  );
}
