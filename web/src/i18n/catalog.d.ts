declare module '@catalog' {
  import type { Messages } from '@lingui/core';
  export const messages: Messages;
}
