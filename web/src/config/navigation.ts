/** Links of the menus and the footer (paths as the route table spells them). */

export interface NavLinkItem {
  label: string;
  to: string;
}

export const aboutLinks: NavLinkItem[] = [
  { label: 'Our Practice', to: '/about-us/our-practice' },
  { label: 'Physical Therapy', to: '/about-us/our-physical-therapy' },
  { label: 'Our Team', to: '/about-us/our-team' },
  { label: 'Join Our Team', to: '/about-us/join-our-team' },
];

export const patientInfoLinks: NavLinkItem[] = [
  { label: 'Patient Info / Forms', to: '/patient-information/patient-info-forms' },
  { label: 'Insurance Info', to: '/patient-information/insurance-information' },
  { label: 'Patient Testimonials', to: '/patient-information/patient-testimonials' },
  { label: 'Refer a Friend', to: '/patient-information/refer-friend' },
  { label: 'Health Blog', to: '/patient-information/health-blogs' },
  { label: 'Videos', to: '/patient-information/videos' },
  { label: 'FAQs', to: '/patient-information/faqs' },
];

export const homeLink: NavLinkItem = { label: 'Home', to: '/home' };
export const wellnessLink: NavLinkItem = {
  label: 'Massage & Wellness',
  to: '/wellness-programs-with-therapeutic-massage',
};
export const contactLink: NavLinkItem = { label: 'Contact Us', to: '/contact-us' };

/** Footer quick links (the Patient Portal, external, is added beside them). */
export const footerQuickLinks: NavLinkItem[] = [
  homeLink,
  { label: 'What We Treat', to: '/physical-therapy-services' },
  { label: 'How We Treat', to: '/physical-therapy-treatments' },
  { label: 'Health Blog', to: '/patient-information/health-blogs' },
  { label: 'Videos', to: '/patient-information/videos' },
  wellnessLink,
];

export const legalLinks: NavLinkItem[] = [
  { label: 'Sitemap', to: '/sitemap' },
  { label: 'Privacy Policy', to: '/privacy-policy' },
  { label: 'Terms Of Use', to: '/terms-of-use' },
  { label: 'Disclaimer', to: '/disclaimer' },
];

/** Where a treatment's page lives: /what-we-treat?slug=… (flag W) or /how-we-treat?slug=… (flag H). */
export function treatmentPath(flag: 'W' | 'H', slug: string): string {
  const base = flag === 'H' ? '/how-we-treat' : '/what-we-treat';
  return `${base}?slug=${encodeURIComponent(slug)}`;
}

/** Where a blog's page lives. */
export function blogPath(slug: string): string {
  return `/recent-blog?slug=${encodeURIComponent(slug)}`;
}

/** The Quick Links side panel (treatment, blog and wellness pages). */
export const sidePanelQuickLinks: NavLinkItem[] = [
  { label: 'Patient Info / Forms', to: '/patient-information/patient-info-forms' },
  { label: 'FAQs', to: '/patient-information/faqs' },
  { label: 'Conditions We Treat', to: '/what-we-treat?slug=view-more-conditions' },
  { label: 'Massage & Wellness', to: '/wellness-programs-with-therapeutic-massage' },
];

/** The standalone booking page. */
export const bookAppointmentPath = '/Book-Appointment';
