/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** The language this build speaks: 'es' for the Spanish build, English otherwise. */
  readonly VITE_SITE_LOCALE?: string;
}
