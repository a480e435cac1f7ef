import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vitest/config';

const webDir = fileURLToPath(new URL('.', import.meta.url));
const contentDir = fileURLToPath(new URL('../content', import.meta.url));
const backend = 'http://127.0.0.1:8000';
const require = createRequire(import.meta.url);
const reactRouterDir = dirname(require.resolve('react-router/package.json'));

/**
 * react-router publishes its production build apart and points every export condition at the
 * development one; the production bundle takes the production build (half the size, no warnings).
 */
const reactRouterProduction = [
  { find: /^react-router$/, replacement: `${reactRouterDir}/dist/production/index.mjs` },
  { find: /^react-router\/dom$/, replacement: `${reactRouterDir}/dist/production/dom-export.mjs` },
];

interface ProfileHead {
  name: string;
  town: string;
  tagline: string;
}

function escapeHtml(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;');
}

/**
 * Fills the default head of index.html from the clinic profile, so the page has a
 * meaningful title before the app starts (the server replaces it per route).
 */
function clinicHead(): Plugin {
  return {
    name: 'clinic-head',
    transformIndexHtml(html) {
      const profile = JSON.parse(readFileSync(`${contentDir}/clinic.json`, 'utf8')) as ProfileHead;
      return html
        .replaceAll('%CLINIC_TITLE%', escapeHtml(`${profile.name} in ${profile.town}`))
        .replaceAll('%CLINIC_TAGLINE%', escapeHtml(profile.tagline));
    },
  };
}

/**
 * Most first visits land on Home: preload its route chunk (and what it imports) with the entry,
 * so the page does not wait for the entry to run before fetching it; preload the body font too.
 */
function preloadHomeRoute(): Plugin {
  return {
    name: 'preload-home-route',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, context) {
        const bundle = context.bundle;
        if (!bundle) return [];
        const chunks = Object.values(bundle).filter((item) => item.type === 'chunk');
        const home = chunks.find((chunk) =>
          chunk.facadeModuleId?.endsWith('/src/app/routes/home.tsx'),
        );
        const entry = chunks.find((chunk) => chunk.isEntry);
        if (!home || !entry) return [];
        const files = [home.fileName, ...home.imports].filter(
          (file) => file !== entry.fileName && !entry.imports.includes(file),
        );
        const styles = [...(home.viteMetadata?.importedCss ?? [])].filter(
          (file) => !(entry.viteMetadata?.importedCss ?? new Set<string>()).has(file),
        );
        const font = Object.values(bundle).find(
          (item) =>
            item.type === 'asset' &&
            /source-sans-3-latin-wght-normal.*\.woff2$/.test(item.fileName),
        );
        return [
          ...(font
            ? [
                {
                  tag: 'link',
                  attrs: {
                    rel: 'preload',
                    as: 'font',
                    type: 'font/woff2',
                    crossorigin: true,
                    href: `/${font.fileName}`,
                  },
                  injectTo: 'head' as const,
                },
              ]
            : []),
          ...files.map((file) => ({
            tag: 'link',
            attrs: { rel: 'modulepreload', crossorigin: true, href: `/${file}` },
            injectTo: 'head' as const,
          })),
          ...styles.map((file) => ({
            tag: 'link',
            attrs: { rel: 'preload', as: 'style', crossorigin: true, href: `/${file}` },
            injectTo: 'head' as const,
          })),
        ];
      },
    },
  };
}

export default defineConfig(({ command }) => ({
  plugins: [react(), clinicHead(), preloadHomeRoute()],
  resolve: {
    alias: [
      { find: /^@content\//, replacement: `${contentDir}/` },
      { find: /^@\//, replacement: `${webDir}src/` },
      ...(command === 'build' ? reactRouterProduction : []),
    ],
  },
  server: {
    fs: { allow: [webDir, contentDir, fileURLToPath(new URL('../node_modules', import.meta.url))] },
    proxy: {
      '/api': { target: backend, changeOrigin: false },
      '/documents': { target: backend, changeOrigin: false },
    },
  },
  preview: {
    proxy: {
      '/api': { target: backend, changeOrigin: false },
      '/documents': { target: backend, changeOrigin: false },
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    manifest: true,
    target: 'es2022',
    sourcemap: false,
  },
  test: {
    environment: 'jsdom',
    setupFiles: ['./src/testing/setup.ts'],
    include: ['src/**/*.test.{ts,tsx}'],
    css: false,
    restoreMocks: true,
  },
}));
