import { t } from '@lingui/core/macro';
import { paths } from './paths';

/** Links of the menus, the footer and the side panels. */

export interface NavLinkItem {
  label: string;
  to: string;
}

export const aboutLinks: NavLinkItem[] = [
  { label: t`Our Practice`, to: paths.ourPractice },
  { label: t`Physical Therapy`, to: paths.aboutPhysicalTherapy },
  { label: t`Our Team`, to: paths.ourTeam },
  { label: t`Join Our Team`, to: paths.joinOurTeam },
];

export const patientInfoLinks: NavLinkItem[] = [
  { label: t`Patient Info / Forms`, to: paths.patientInfoForms },
  { label: t`Insurance Info`, to: paths.insuranceInformation },
  { label: t`Patient Testimonials`, to: paths.patientTestimonials },
  { label: t`Refer a Friend`, to: paths.referFriend },
  { label: t`Health Blog`, to: paths.healthBlogs },
  { label: t`Videos`, to: paths.videos },
  { label: t`FAQs`, to: paths.faqs },
];

export const homeLink: NavLinkItem = { label: t`Home`, to: paths.home };
export const wellnessLink: NavLinkItem = {
  label: t`Massage & Wellness`,
  to: paths.massageWellness,
};
export const contactLink: NavLinkItem = { label: t`Contact Us`, to: paths.contactUs };

/** Footer quick links (the Patient Portal, external, is added beside them). */
export const footerQuickLinks: NavLinkItem[] = [
  homeLink,
  { label: t`What We Treat`, to: paths.physicalTherapyServices },
  { label: t`How We Treat`, to: paths.physicalTherapyTreatments },
  { label: t`Health Blog`, to: paths.healthBlogs },
  { label: t`Videos`, to: paths.videos },
  wellnessLink,
];

export const legalLinks: NavLinkItem[] = [
  { label: t`Sitemap`, to: paths.sitemap },
  { label: t`Privacy Policy`, to: paths.privacyPolicy },
  { label: t`Terms Of Use`, to: paths.termsOfUse },
  { label: t`Disclaimer`, to: paths.disclaimer },
];

/** Where the Not found page sends a visitor on, beside home. */
export const notFoundLinks: NavLinkItem[] = [
  { label: t`What We Treat`, to: paths.physicalTherapyServices },
  { label: t`How We Treat`, to: paths.physicalTherapyTreatments },
  { label: t`Request an Appointment`, to: paths.bookAppointment },
  contactLink,
];

/** The Quick Links side panel (treatment, blog and wellness pages). */
export const sidePanelQuickLinks: NavLinkItem[] = [
  { label: t`Patient Info / Forms`, to: paths.patientInfoForms },
  { label: t`FAQs`, to: paths.faqs },
  { label: t`Conditions We Treat`, to: paths.treatment('W', 'view-more-conditions') },
  { label: t`Massage & Wellness`, to: paths.massageWellness },
];
