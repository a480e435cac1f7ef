import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

const featureNames = readdirSync(new URL('./src/features', import.meta.url), {
  withFileTypes: true,
})
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

const crossFeatureMessage =
  'A feature does not import another feature: move the shared piece to components/, hooks/ ' +
  'or lib/, or let the page in app/routes/ pass it in.';

/**
 * @param {{ regex: string; message: string }[]} patterns imports to refuse, by their source
 * @returns {import('eslint').Linter.RulesRecord}
 */
function refuseImports(patterns) {
  return { 'no-restricted-imports': ['error', { patterns }] };
}

/**
 * Feature boundaries: a file under src/features/X/ imports nothing from another feature, and
 * leaves its own folder only through the `@/` alias (so that this rule sees where it goes).
 * Shared code (components, hooks, lib, config, api, content) imports no feature and no page.
 */
const boundaries = [
  ...featureNames.map((feature) => ({
    files: [`src/features/${feature}/**/*.{ts,tsx}`],
    rules: refuseImports([
      { regex: `^@/features/(?!${feature}(/|$))`, message: crossFeatureMessage },
      { regex: '^\\.\\./', message: 'Import from outside this feature through @/.' },
    ]),
  })),
  {
    files: ['src/{api,components,config,content,hooks,lib}/**/*.{ts,tsx}'],
    rules: refuseImports([
      {
        regex: '^@/(features|app)/',
        message: 'Shared code imports no feature and no page; pages compose features.',
      },
    ]),
  },
];

export default tseslint.config(
  { ignores: ['dist', 'dist-server', 'coverage'] },
  {
    files: ['**/*.{ts,tsx}'],
    extends: [js.configs.recommended, ...tseslint.configs.strict],
    languageOptions: {
      ecmaVersion: 2022,
      globals: globals.browser,
    },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      'no-console': ['error', { allow: ['log', 'warn', 'error'] }],
    },
  },
  ...boundaries,
  {
    files: ['vite.config.ts', 'eslint.config.js', 'scripts/**/*.mjs'],
    languageOptions: { globals: globals.node },
  },
  {
    files: ['**/*.{js,mjs}'],
    extends: [js.configs.recommended],
    languageOptions: { ecmaVersion: 2022, sourceType: 'module', globals: globals.node },
  },
  {
    // Served as it is to the browser, as a classic script (start-app.js).
    files: ['public/**/*.js'],
    languageOptions: { sourceType: 'script', globals: globals.browser },
  },
);
