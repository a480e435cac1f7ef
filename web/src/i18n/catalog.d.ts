declare module '@catalog' {
  import type { Messages } from '@lingui/core';
  export const messages: Messages;
}

declare module '@clinic-translation' {
  /** content/<language>/clinic.json: the clinic profile's words in this build's language. */
  const translation: Record<string, unknown>;
  export default translation;
}
