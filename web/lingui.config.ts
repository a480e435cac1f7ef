import { defineConfig } from '@lingui/cli';
import { formatter } from '@lingui/format-po';

// The interface's strings: marked with the `t` macro in the code, extracted by
// `npm run i18n:extract` into one PO catalog per language, compiled into each language's build.
export default defineConfig({
  sourceLocale: 'en',
  locales: ['en', 'es'],
  catalogs: [
    {
      path: '<rootDir>/src/locales/{locale}/messages',
      include: ['<rootDir>/src'],
      exclude: ['**/*.test.*', '<rootDir>/src/testing/**'],
    },
  ],
  format: formatter({ lineNumbers: false }),
  // The macros import the app's i18n, activated with its catalog, not Lingui's bare instance:
  // a module that translates at load time then always loads after the catalog.
  runtimeConfigModule: { i18n: ['@/i18n/i18n', 'i18n'] },
});
