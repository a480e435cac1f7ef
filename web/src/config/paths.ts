import type { TreatmentFlag } from '@/api/types';

/**
 * Every path of the site, spelt once: the route table (app/routes.ts) routes screens at these
 * paths and every link and redirect points at one of them. content/site/routes.json, which the
 * server reads too, spells the same paths without the leading slash.
 */
export const paths = {
  home: '/home',

  aboutPhysicalTherapy: '/about-us/our-physical-therapy',
  ourTeam: '/about-us/our-team',
  ourPractice: '/about-us/our-practice',
  joinOurTeam: '/about-us/join-our-team',
  /** Short link that redirects to the About page (aboutPhysicalTherapy). */
  aboutUs: '/about-us',
  /** Short link that redirects to ourTeam. */
  ourTeamShort: '/our-team',

  /** One treatment (?slug=) or the list; build a treatment's address with `paths.treatment`. */
  whatWeTreat: '/what-we-treat',
  howWeTreat: '/how-we-treat',
  physicalTherapyServices: '/physical-therapy-services',
  physicalTherapyTreatments: '/physical-therapy-treatments',
  bodyRegions: '/img-accordian',

  /** One blog (?slug=, or the legacy ?name= and ?Id=); build its address with `paths.blog`. */
  recentBlog: '/recent-blog',
  /** One blog by its slug in the path; build it with `paths.blogByName`. */
  recentBlogByName: '/recent-blog/:name',

  massageWellness: '/wellness-programs-with-therapeutic-massage',
  /** One massage and wellness service (?id=); build its address with `paths.wellnessService`. */
  wellness: '/wellness',

  patientInfoForms: '/patient-information/patient-info-forms',
  insuranceInformation: '/patient-information/insurance-information',
  patientTestimonials: '/patient-information/patient-testimonials',
  referFriend: '/patient-information/refer-friend',
  healthBlogs: '/patient-information/health-blogs',
  videos: '/patient-information/videos',
  faqs: '/patient-information/faqs',

  contactUs: '/contact-us',
  ourLocation: '/our-location',
  bookAppointment: '/Book-Appointment',

  sitemap: '/sitemap',
  privacyPolicy: '/privacy-policy',
  termsOfUse: '/terms-of-use',
  disclaimer: '/disclaimer',

  /**
   * Two addresses show the Not Found screen, and both must keep working. pageNotFound is the
   * route the site's route table names; an unknown or empty wellness service is sent here.
   */
  pageNotFound: '/page-not-found',
  /** The other: treatment and blog pages send a slug or blog id that finds nothing here. */
  notFound: '/not-found',
  /** Where a page whose content failed to load sends the visitor. */
  error: '/error',

  /** A treatment's page: /what-we-treat?slug=… (flag W) or /how-we-treat?slug=… (flag H). */
  treatment(flag: TreatmentFlag, slug: string): string {
    const base = flag === 'H' ? paths.howWeTreat : paths.whatWeTreat;
    return `${base}?slug=${encodeURIComponent(slug)}`;
  },

  /** A blog's page: /recent-blog?slug=…. */
  blog(slug: string): string {
    return `${paths.recentBlog}?slug=${encodeURIComponent(slug)}`;
  },

  /** A blog's page with its slug in the path: /recent-blog/{name}. */
  blogByName(name: string): string {
    return `${paths.recentBlog}/${encodeURIComponent(name)}`;
  },

  /** A massage and wellness service's page: /wellness?id={base64 of its treatmentId}. */
  wellnessService(treatmentId: number): string {
    return `${paths.wellness}?id=${encodeURIComponent(btoa(String(treatmentId)))}`;
  },
} as const;
