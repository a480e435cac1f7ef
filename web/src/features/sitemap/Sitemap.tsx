import { t } from '@lingui/core/macro';
import { useId } from 'react';
import { Link } from 'react-router-dom';
import {
  aboutLinks,
  contactLink,
  homeLink,
  legalLinks,
  patientInfoLinks,
  wellnessLink,
  type NavLinkItem,
} from '@/config/navigation';
import { paths } from '@/config/paths';
import { useTreatmentList } from '@/hooks/use-treatment-list';
import { treatmentsOf } from '@/lib/treatments';
import './sitemap.css';

function SitemapSection({
  title,
  links,
  busy,
}: {
  title: string;
  links: NavLinkItem[];
  busy?: boolean;
}) {
  const headingId = useId();
  return (
    <section className="sitemap__section" aria-labelledby={headingId} aria-busy={busy || undefined}>
      <h2 id={headingId} className="sitemap__title">
        {title}
      </h2>
      <ul className="sitemap__links">
        {links.map((link) => (
          <li key={link.to}>
            <Link to={link.to}>{link.label}</Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

/**
 * Every page of the site: the fixed pages, and the What We Treat and How We Treat lists from
 * the treatment list (each treatment at /what-we-treat?slug=…).
 */
export function Sitemap() {
  const { treatments, loading } = useTreatmentList();
  const treatmentLinks = (flag: 'W' | 'H'): NavLinkItem[] =>
    treatmentsOf(treatments, flag).map((treatment) => ({
      label: treatment.treatmentName,
      to: paths.treatment('W', treatment.slug),
    }));

  return (
    <div className="sitemap">
      <SitemapSection title={t`Main Pages`} links={[homeLink, ...aboutLinks]} />
      <SitemapSection title={t`What We Treat`} links={treatmentLinks('W')} busy={loading} />
      <SitemapSection title={t`How We Treat`} links={treatmentLinks('H')} busy={loading} />
      <SitemapSection title={t`Patient's Info`} links={patientInfoLinks} />
      <SitemapSection title={t`More`} links={[wellnessLink, contactLink, ...legalLinks]} />
    </div>
  );
}
