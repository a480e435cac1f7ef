import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import babel from '@rolldown/plugin-babel';
import { lingui } from '@lingui/vite-plugin';
import react from '@vitejs/plugin-react';
import type { ChunkingContext } from 'rolldown';
import { defineConfig, type Plugin } from 'vitest/config';
import { clinicClock } from './scripts/clinic-clock.mjs';

const webDir = fileURLToPath(new URL('.', import.meta.url));
const contentDir = fileURLToPath(new URL('../content', import.meta.url));
const backend = 'http://127.0.0.1:8000';
// The site is built once per language: `SITE_LOCALE=es vite build` makes the Spanish build,
// served under /es/ with the Spanish copy of the content (content/es/site) and catalog.
const locale = process.env.SITE_LOCALE === 'es' ? 'es' : 'en';
const base = locale === 'en' ? '/' : `/${locale}/`;
const siteContentDir = locale === 'en' ? `${contentDir}/site/` : `${contentDir}/${locale}/site/`;
// The clinic's UTC offsets from the start of last year for the next ten (open-status.ts).
const { timeZone } = JSON.parse(readFileSync(`${contentDir}/clinic.json`, 'utf8'));
const lastYear = Date.UTC(new Date().getUTCFullYear() - 1, 0, 1);
const clock = clinicClock(timeZone, lastYear, 11);

/**
 * Writes the app's own stylesheets (tokens, base, header, footer, dialog) into index.html, so the
 * first paint waits for no request; preloads the body font, first thing in the head. Each page's
 * own code and styles are linked by the server, from what its render drew (see
 * scripts/prerender.mjs).
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
        const links = [
          ...html.matchAll(
            new RegExp(`<link rel="stylesheet"[^>]*href="${base}([^"]+\\.css)"[^>]*>`, 'g'),
          ),
        ];
        // The disabled link is never fetched; it tells Vite's loader of chunks that these
        // styles are on the page, so a chunk that shares them does not link them once more,
        // after the page's own styles, where their general rules would win.
        const written = (file: string) => {
          const asset = bundle[file];
          if (asset?.type !== 'asset') return null;
          return (
            `<style>${String(asset.source).trim()}</style>` +
            `<link rel="stylesheet" href="${base}${file}" disabled>`
          );
        };
        let lastWritten = '';
        for (const [link, file] of links) {
          const style = written(file);
          if (style === null) continue;
          html = html.replace(link, () => style);
          lastWritten = style;
        }
        // The styles of the app's modules the entry imports as it starts (src/main.tsx), and
        // of what those import: needed by every page, so written in the same way, after them.
        const entry = Object.values(bundle).find((item) => item.type === 'chunk' && item.isEntry);
        const started = new Set<string>();
        const walk = (fileName: string) => {
          const chunk = bundle[fileName];
          if (started.has(fileName) || chunk?.type !== 'chunk') return;
          started.add(fileName);
          chunk.imports.forEach(walk);
        };
        if (entry?.type === 'chunk') entry.dynamicImports.forEach(walk);
        const files = new Set(links.map(([, file]) => file));
        let startStyles = '';
        for (const fileName of started) {
          const chunk = bundle[fileName];
          if (chunk?.type !== 'chunk') continue;
          for (const file of chunk.viteMetadata?.importedCss ?? []) {
            if (files.has(file)) continue;
            files.add(file);
            startStyles += written(file) ?? '';
          }
        }
        if (startStyles && lastWritten) {
          html = html.replace(lastWritten, () => lastWritten + startStyles);
        }
        const font = Object.values(bundle).find(
          (item) =>
            item.type === 'asset' &&
            /source-sans-3-latin-wght-normal.*\.woff2$/.test(item.fileName),
        );
        if (!font) return html;
        // Right after the charset, before the written styles and the page's own head, so that a
        // slow phone asks for the font as soon as the page begins to come.
        const preload = `<link rel="preload" as="font" type="font/woff2" crossorigin href="${base}${font.fileName}">`;
        const charset = /<meta charset="[^"]*" \/>/.exec(html);
        if (!charset) throw new Error('index.html has no <meta charset>, which comes first');
        return html.replace(charset[0], `${charset[0]}\n    ${preload}`);
      },
    },
  };
}

/** The app's document in the build's language: its `lang` and the note shown without JavaScript. */
function documentInLanguage(): Plugin {
  const noScript: Record<string, string> = { es: 'Active JavaScript para usar este sitio.' };
  return {
    name: 'document-in-language',
    transformIndexHtml(html) {
      if (locale === 'en') return html;
      return html
        .replace('<html lang="en">', `<html lang="${locale}">`)
        .replace(
          /(<noscript>)Please turn on JavaScript to use this site\.(<\/noscript>)/,
          `$1${noScript[locale]}$2`,
        );
    },
  };
}

/**
 * Has V8 compile the app's code as it downloads. A function is compiled the first time it is
 * called, on the main thread, unless its file begins with this hint: then all of the file's
 * functions are compiled on a background thread while it streams in. Nearly all of React and of
 * the app's start runs as a page hydrates; without the hint, compiling it took about 50 ms of
 * Home's start on the main thread, in a thousand pieces through its tasks.
 */
function compileAsDownloaded(): Plugin {
  const hint = '//# allFunctionsCalledOnLoad\n';
  return {
    name: 'compile-as-downloaded',
    // The browser's build only: the server render's code runs in Node.
    apply: (_config, { command, isSsrBuild }) => command === 'build' && !isSsrBuild,
    generateBundle: {
      // Last: the hint counts on a file's first line only, and the minifier drops comments and
      // Vite's loader of chunks writes its list of files at the top.
      order: 'post',
      handler(_options, bundle) {
        for (const chunk of Object.values(bundle)) {
          if (chunk.type === 'chunk') chunk.code = hint + chunk.code;
        }
      },
    },
  };
}

/**
 * The app's start in two chunks, as src/main.tsx evaluates it: React, then every module the
 * app imports as it starts. Left to itself the bundler cut the second into a dozen small
 * chunks (each module a lazy page shares), each one more request as the app starts.
 */
function startChunks() {
  const react = /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/;
  let atStart: Set<string> | null = null;
  const startsWith = (ctx: ChunkingContext) => {
    if (atStart) return atStart;
    atStart = new Set();
    const start = [...(ctx.getModuleInfo(`${webDir}src/app/start.tsx`)?.importedIds ?? [])];
    for (let id = start.pop(); id; id = start.pop()) {
      if (atStart.has(id)) continue;
      atStart.add(id);
      start.push(...(ctx.getModuleInfo(id)?.importedIds ?? []));
    }
    return atStart;
  };
  return [
    // The loader of chunks that the entry and the pages share: small, and apart, so that the
    // entry imports nothing bigger before it starts.
    { name: 'preload-helper', test: /^\0vite\/preload-helper/, priority: 4 },
    { name: 'react', test: react, priority: 3 },
    {
      // The libraries the app starts with, apart from its own modules: run in a task of their
      // own (src/main.tsx), so neither half holds the main thread for long.
      name: (id: string, ctx: ChunkingContext) =>
        /[\\/]node_modules[\\/]/.test(id) && startsWith(ctx).has(id) ? 'start-libraries' : null,
      priority: 2,
    },
    {
      // Every page's first screen ends with FirstScreenEnd: a few bytes, not a request of its own.
      name: (id: string, ctx: ChunkingContext) =>
        id.endsWith('/src/app/start.tsx') ||
        id.endsWith('/src/components/FirstScreenEnd.tsx') ||
        startsWith(ctx).has(id)
          ? 'start'
          : null,
      priority: 1,
    },
  ];
}

export default defineConfig(({ isSsrBuild }) => ({
  base,
  define: {
    'import.meta.env.VITE_SITE_LOCALE': JSON.stringify(locale),
    __CLINIC_CLOCK__: JSON.stringify(clock),
  },
  plugins: [
    react(),
    // The `t` macro becomes a lookup in the compiled catalog.
    babel({
      plugins: ['@lingui/babel-plugin-lingui-macro'],
      include: /\/src\/.*\.[jt]sx?$/,
    }),
    lingui(),
    inlineEntryStylesAndPreloadFont(),
    documentInLanguage(),
    compileAsDownloaded(),
  ],
  resolve: {
    alias: [
      { find: /^@content\/site\//, replacement: siteContentDir },
      // The clinic profile's words in this build's language, over content/clinic.json.
      {
        find: /^@clinic-translation$/,
        replacement:
          locale === 'en'
            ? `${webDir}src/content/no-translation.json`
            : `${contentDir}/${locale}/clinic.json`,
      },
      { find: /^@catalog$/, replacement: `${webDir}src/locales/${locale}/messages.po` },
      { find: /^@content\//, replacement: `${contentDir}/` },
      { find: /^@\//, replacement: `${webDir}src/` },
    ],
  },
  // The server render bundles the router, so it runs the same build of it as the browser.
  // So does Lingui: each language's server build keeps its own catalog, active in it alone.
  ssr: { noExternal: ['react-router', 'react-router-dom', '@lingui/core'] },
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
    ? {
        outDir: locale === 'en' ? 'dist-server' : `dist-server/${locale}`,
        emptyOutDir: true,
        copyPublicDir: false,
        target: 'node20',
      }
    : {
        // The English build first: it empties dist/, which holds the other languages' builds.
        outDir: locale === 'en' ? 'dist' : `dist/${locale}`,
        emptyOutDir: true,
        manifest: true,
        target: 'es2022',
        sourcemap: false,
        rolldownOptions: { output: { codeSplitting: { groups: startChunks() } } },
      },
  test: {
    environment: 'jsdom',
    setupFiles: ['./src/testing/setup.ts'],
    include: ['src/**/*.test.{ts,tsx}'],
    css: false,
    restoreMocks: true,
    // Two cores shared with PostgreSQL, Redis and browsers: a slow moment is not a failure.
    testTimeout: 20000,
    // A worker a core: make test runs these alone, before the Python suites. Vitest's default
    // leaves one core for itself, which on two cores ran the files one at a time (199 s, here
    // 139 s).
    maxWorkers: '100%',
  },
}));
