/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** The language this build speaks: 'es' for the Spanish build, English otherwise. */
  readonly VITE_SITE_LOCALE?: string;
}

/** The clinic's UTC offsets over the years around the build (web/scripts/clinic-clock.mjs). */
declare const __CLINIC_CLOCK__: {
  timeZone: string;
  /** The first moment (ms since 1970) the table does not cover. */
  until: number;
  /** [from (ms since 1970), UTC offset in minutes], in order. */
  offsets: [number, number][];
};
