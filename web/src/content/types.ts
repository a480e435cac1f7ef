/** Shapes of the files under content/ that the web app reads at build time. */

export interface ClinicAddress {
  street: string;
  city: string;
  state: string;
  postalCode: string;
  country: string;
}

export interface ClinicStat {
  value: string;
  label: string;
}

export interface HoursLine {
  days: string;
  time: string;
}

export interface ClinicProfile {
  name: string;
  shortName: string;
  town: string;
  state: string;
  tagline: string;
  timeZone: string;
  address: ClinicAddress;
  phones: string[];
  fax: string;
  email: string;
  directionsUrl: string;
  mapEmbedUrl: string;
  social: {
    facebook: string;
    x: string;
    youtube: string;
    instagram: string;
  };
  portalLoginUrl: string;
  bookingUrl: string;
  portalSchedulingUrl: string;
  documentBaseUrl: string;
  videoEmbedHost: string;
  stats: ClinicStat[];
  hours: {
    footerStrip: HoursLine;
    business: HoursLine[];
  };
  intakeForm: {
    fileName: string;
    /** Relative to documentBaseUrl. */
    path: string;
    label: string;
  };
  designer: {
    name: string;
    url: string;
  };
}

export interface TitledText {
  title: string;
  text: string;
}

export interface ImageWithAlt {
  image: string;
  alt: string;
}

/** content/site/pages.json: the prose of the static pages (every part optional while it is written). */
export interface PagesContent {
  home?: {
    heroSlides?: TitledText[];
    blurbs?: TitledText[];
    aboutTitle?: string;
    aboutHtml?: string;
    bestServiceTitle?: string;
    bestServiceIntro?: string;
    steps?: TitledText[];
    whyChooseTitle?: string;
    whyChoose?: TitledText[];
    testimonialsTitle?: string;
    blogsTitle?: string;
  };
  about?: {
    title?: string;
    intro?: string;
    aboutHtml?: string;
    mission?: string;
    vision?: string;
    approach?: string;
  };
  physicalTherapy?: { title?: string; intro?: string; html?: string };
  practice?: { title?: string; intro?: string; html?: string; facilityImages?: ImageWithAlt[] };
  joinTeam?: { title?: string; intro?: string; outro?: string };
  location?: {
    title?: string;
    intro?: string;
    sportsPerformance?: string;
    vertigo?: string;
    headaches?: string;
    imageAlt?: string;
  };
  referFriend?: { title?: string; intro?: string; html?: string; imageAlt?: string };
  wellness?: { title?: string; intro?: string; benefits?: TitledText[] };
  patientInfo?: { title?: string; intro?: string; firstVisitTitle?: string; prepareTitle?: string };
  notFound?: { title?: string; message?: string };
  error?: { title?: string; message?: string };
  [page: string]: unknown;
}

export interface Testimonial {
  quote: string;
  author: string;
  profession?: string;
}
