import { paths } from './paths';

/** Links of the menus, the footer and the side panels. */

export interface NavLinkItem {
  label: string;
  to: string;
}

export const aboutLinks: NavLinkItem[] = [
  { label: 'Our Practice', to: paths.ourPractice },
  { label: 'Physical Therapy', to: paths.aboutPhysicalTherapy },
  { label: 'Our Team', to: paths.ourTeam },
  { label: 'Join Our Team', to: paths.joinOurTeam },
];

export const patientInfoLinks: NavLinkItem[] = [
  { label: 'Patient Info / Forms', to: paths.patientInfoForms },
  { label: 'Insurance Info', to: paths.insuranceInformation },
  { label: 'Patient Testimonials', to: paths.patientTestimonials },
  { label: 'Refer a Friend', to: paths.referFriend },
  { label: 'Health Blog', to: paths.healthBlogs },
  { label: 'Videos', to: paths.videos },
  { label: 'FAQs', to: paths.faqs },
];

export const homeLink: NavLinkItem = { label: 'Home', to: paths.home };
export const wellnessLink: NavLinkItem = {
  label: 'Massage & Wellness',
  to: paths.massageWellness,
};
export const contactLink: NavLinkItem = { label: 'Contact Us', to: paths.contactUs };

/** Footer quick links (the Patient Portal, external, is added beside them). */
export const footerQuickLinks: NavLinkItem[] = [
  homeLink,
  { label: 'What We Treat', to: paths.physicalTherapyServices },
  { label: 'How We Treat', to: paths.physicalTherapyTreatments },
  { label: 'Health Blog', to: paths.healthBlogs },
  { label: 'Videos', to: paths.videos },
  wellnessLink,
];

export const legalLinks: NavLinkItem[] = [
  { label: 'Sitemap', to: paths.sitemap },
  { label: 'Privacy Policy', to: paths.privacyPolicy },
  { label: 'Terms Of Use', to: paths.termsOfUse },
  { label: 'Disclaimer', to: paths.disclaimer },
];

/** Where the Not found page sends a visitor on, beside home. */
export const notFoundLinks: NavLinkItem[] = [
  { label: 'What We Treat', to: paths.physicalTherapyServices },
  { label: 'How We Treat', to: paths.physicalTherapyTreatments },
  { label: 'Request an Appointment', to: paths.bookAppointment },
  contactLink,
];

/** The Quick Links side panel (treatment, blog and wellness pages). */
export const sidePanelQuickLinks: NavLinkItem[] = [
  { label: 'Patient Info / Forms', to: paths.patientInfoForms },
  { label: 'FAQs', to: paths.faqs },
  { label: 'Conditions We Treat', to: paths.treatment('W', 'view-more-conditions') },
  { label: 'Massage & Wellness', to: paths.massageWellness },
];
