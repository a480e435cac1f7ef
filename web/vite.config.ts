import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vitest/config';

const webDir = fileURLToPath(new URL('.', import.meta.url));
const contentDir = fileURLToPath(new URL('../content', import.meta.url));
const backend = 'http://127.0.0.1:8000';

/**
 * Writes the app's own stylesheets (tokens, base, header, footer, dialog) into index.html, so the
 * first paint waits for no request; preloads the body font. Each page's own code and styles
 * are linked by the server, from what its render drew (see scripts/prerender.mjs).
 */
function inlineEntryStylesAndPreloadFont(): Plugin {
  return {
    name: 'inline-entry-styles',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, context) {
        const bundle = context.bundle;
        if (!bundle) return html;
        // Every stylesheet index.html links: the entry's and those of the chunks it imports.
        const links = [...html.matchAll(/<link rel="stylesheet"[^>]*href="\/([^"]+\.css)"[^>]*>/g)];
        for (const [link, file] of links) {
          const asset = bundle[file];
          if (asset?.type !== 'asset') continue;
          // The disabled link is never fetched; it tells Vite's loader of chunks that these
          // styles are on the page, so a chunk that shares them does not link them once more,
          // after the page's own styles, where their general rules would win.
          html = html.replace(
            link,
            () =>
              `<style>${String(asset.source).trim()}</style>` +
              `<link rel="stylesheet" href="/${file}" disabled>`,
          );
        }
        const font = Object.values(bundle).find(
          (item) =>
            item.type === 'asset' &&
            /source-sans-3-latin-wght-normal.*\.woff2$/.test(item.fileName),
        );
        if (!font) return html;
        const preload = `<link rel="preload" as="font" type="font/woff2" crossorigin href="/${font.fileName}">`;
        return html.replace('</head>', `  ${preload}\n  </head>`);
      },
    },
  };
}

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [react(), inlineEntryStylesAndPreloadFont()],
  resolve: {
    alias: [
      { find: /^@content\//, replacement: `${contentDir}/` },
      { find: /^@\//, replacement: `${webDir}src/` },
    ],
  },
  // The server render bundles the router, so it runs the same build of it as the browser.
  ssr: { noExternal: ['react-router', 'react-router-dom'] },
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
  // `vite build --ssr src/entry-server.tsx` builds the server render into dist-server/ (for
  // scripts/prerender.mjs); the app itself goes to dist/.
  build: isSsrBuild
    ? { outDir: 'dist-server', emptyOutDir: true, copyPublicDir: false, target: 'node20' }
    : { outDir: 'dist', emptyOutDir: true, manifest: true, target: 'es2022', sourcemap: false },
  test: {
    environment: 'jsdom',
    setupFiles: ['./src/testing/setup.ts'],
    include: ['src/**/*.test.{ts,tsx}'],
    css: false,
    restoreMocks: true,
    // Two cores shared with PostgreSQL, Redis and browsers: a slow moment is not a failure.
    testTimeout: 20000,
  },
}));
