declare module '@catalog' {
  import type { Messages } from '@lingui/core';
  export const messages: Messages;
}

declare module '*/messages.po' {
  /** A language's catalog, compiled by Lingui's Vite plugin (a test of another language). */
  import type { Messages } from '@lingui/core';
  export const messages: Messages;
}

declare module '@clinic-translation' {
  /** content/<language>/clinic.json: the clinic profile's words in this build's language. */
  const translation: Record<string, unknown>;
  export default translation;
}
