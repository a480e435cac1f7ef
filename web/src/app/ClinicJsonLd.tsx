import { profile } from '@/content';
import { locale, pathIn } from '@/i18n/locale';
import { siteUrl } from '@/lib/site-url';

/** The clinic as schema.org describes a medical clinic, for search engines. */
export function clinicJsonLd(base: string): Record<string, unknown> {
  const p = profile;
  const { street, city, state, postalCode, country } = p.address;
  const data: Record<string, unknown> = {
    '@context': 'https://schema.org',
    '@type': ['MedicalClinic', 'Physiotherapy'],
    name: p.name,
    description: p.tagline,
    url: base + pathIn(locale, '/home'),
    telephone: p.phones[0],
    faxNumber: p.fax,
    email: p.email,
    address: {
      '@type': 'PostalAddress',
      streetAddress: street,
      addressLocality: city,
      addressRegion: state,
      postalCode,
      addressCountry: country,
    },
    openingHoursSpecification: (p.hours.openingHoursSpecification ?? []).map((spec) => ({
      '@type': 'OpeningHoursSpecification',
      ...spec,
    })),
    sameAs: [p.social.facebook, p.social.x, p.social.youtube, p.social.instagram],
  };
  if (p.geo) data.geo = { '@type': 'GeoCoordinates', ...p.geo };
  return data;
}

/** The clinic's JSON-LD on every public page ("<" escaped: nothing can close the script early). */
export function ClinicJsonLd() {
  const json = JSON.stringify(clinicJsonLd(siteUrl())).replaceAll('<', '\\u003c');
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: json }} />;
}
