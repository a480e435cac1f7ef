import { t } from '@lingui/core/macro';
import { useId } from 'react';
import { Link } from 'react-router-dom';
import { ChevronRight } from 'lucide-react';
import { sidePanelQuickLinks } from '@/config/navigation';

/** The Quick Links panel: patient forms, FAQs, conditions we treat, massage and wellness. */
export function QuickLinksPanel() {
  const headingId = useId();
  return (
    <section className="side-panel" aria-labelledby={headingId}>
      <h2 id={headingId} className="side-panel__title">
        {t`Quick Links`}
      </h2>
      <ul className="side-panel__links">
        {sidePanelQuickLinks.map((link) => (
          <li key={link.to}>
            <Link to={link.to} className="side-panel__link">
              <ChevronRight aria-hidden="true" size={18} />
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
