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

/** One line of opening hours in schema.org's shape: full day names, 24-hour "HH:mm" times. */
export interface OpeningHoursSpec {
  dayOfWeek: string[];
  opens: string;
  closes: string;
}

/** How long visits take, as the clinic tells patients ("1 hour 15 minutes"). */
export interface VisitLengths {
  first: string;
  followUp: string;
  /** How early to arrive for the first visit. */
  arriveEarly: string;
}

/** Seeing a physical therapist without a doctor's referral (direct access). */
export interface DirectAccess {
  /** Where it holds: "New Jersey". */
  state: string;
  /** Since when (yyyy-mm-dd). */
  since: string;
}

export interface ClinicProfile {
  name: string;
  shortName: string;
  town: string;
  state: string;
  tagline: string;
  timeZone: string;
  /** Where the clinic is, for search engines (optional). */
  geo?: { latitude: number; longitude: number } | null;
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
    /** The physical-therapy hours, machine-readable (also the page's JSON-LD). */
    openingHoursSpecification?: OpeningHoursSpec[];
  };
  visits: VisitLengths;
  directAccess: DirectAccess;
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

/** Home's first screen: its headline, the line under it, its pictures and its trust row. */
export interface HomeHero {
  title?: string;
  text?: string;
  /** How many pictures the slider shows: hero/web-1..N.svg and hero/mobile-1..N.svg. */
  pictures?: number;
  trust?: {
    /** The list's accessible name. */
    label?: string;
    /** The accepted plans in a few words (the Insurance Info page lists them: insurance.json). */
    insurance?: string;
    /** "No referral needed in {state}". */
    referral?: string;
    /** "First visit: {first}". */
    firstVisit?: string;
  };
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
    hero?: HomeHero;
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
  notFound?: { title?: string; message?: string; help?: string; linksLabel?: string };
  error?: { title?: string; message?: string };
  [page: string]: unknown;
}

export interface Testimonial {
  quote: string;
  author: string;
  profession?: string;
}
