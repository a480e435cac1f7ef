// Renders the site's pages to whole HTML documents with the server build
// (dist-server/entry-server.js), from the answers of a running API: the release the server
// sends as files (api/web/release.py).
//
// Input (JSON on stdin): { "api": "http://127.0.0.1:PORT", "siteUrl": "https://…",
// "build": "<id of the web build>", "out": "folder", "seeds": ["/home", …] }.
// Every seed is rendered, then every page a rendered page links to (menus, cards, page
// numbers), so whatever a reader without JavaScript can reach is rendered too.
//
// Every language the app is built in is rendered: English from dist/ and dist-server/, Spanish
// from dist/es/ and dist-server/es/ under /es/ (the seeds are the English addresses).
//
// Output, in `out`: one document per page and index.json ({ build, siteUrl, pages: { url: file },
// failed: { url: [problems] } }). Exits 1 when the build is missing or out of date; a page that
// fails is listed under `failed` and left out.
import { createHash } from 'node:crypto';
import { readFileSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

// React runs its production build, as in the browser.
process.env.NODE_ENV = 'production';

const webDir = join(dirname(fileURLToPath(import.meta.url)), '..');
/** The languages of the site and the path prefix of each one's pages, English first. */
const LANGUAGES = [
  { locale: 'en', prefix: '' },
  { locale: 'es', prefix: '/es' },
];

/** Where a language's build is: the app (dist/…) and the server render (dist-server/…). */
function buildOf(/** @type {{ locale: string, prefix: string }} */ { locale, prefix }) {
  const folder = locale === 'en' ? '' : locale;
  const distDir = join(webDir, 'dist', folder);
  return {
    locale,
    prefix,
    distDir,
    base: `${prefix}/`,
    manifestPath: join(distDir, '.vite', 'manifest.json'),
    serverEntry: join(webDir, 'dist-server', folder, 'entry-server.js'),
  };
}
/** @typedef {ReturnType<typeof buildOf>} Build */
/** A site with more pages than this has a link that multiplies addresses: stop there. */
const MAX_PAGES = 5000;
const HEAD_SLOT = '<!--app-head-->';
const EMPTY_ROOT = '<div id="root"></div>';
/** The note that asks for JavaScript, in each language (web/index.html, vite.config.ts). */
const NO_SCRIPT_NOTE = /\n?\s*<noscript>[^<]*JavaScript[^<]*<\/noscript>/;

/** @typedef {{ file: string, isEntry?: boolean, imports?: string[], dynamicImports?: string[], css?: string[] }} ManifestChunk */
/** @typedef {{ head: string, html: string, data: unknown, modules: string[], problems: string[] }} RenderedPage */
/**
 * @typedef {{
 *   connectApi: (apiBase: string, siteUrl: string) => void,
 *   renderPage: (url: string, renderedAt: Date) => Promise<RenderedPage>,
 *   routePaths: string[],
 *   redirectPaths: string[],
 * }} ServerEntry
 */

/** @param {string} message @returns {never} */
function fail(message) {
  console.error(message);
  process.exit(1);
}

/** @returns {{ api: string, siteUrl: string, build: string, out: string, seeds: string[] }} */
function readInput() {
  const input = JSON.parse(readFileSync(0, 'utf8'));
  const texts = ['api', 'siteUrl', 'build', 'out'].every((key) => typeof input[key] === 'string');
  if (!texts || !Array.isArray(input.seeds))
    fail('Expected { api, siteUrl, build, out, seeds } on stdin.');
  return input;
}

/** @param {Build} build */
function checkBuild({ serverEntry, manifestPath }) {
  try {
    // Both builds come from one `npm run build`; a server build older than the app's would
    // render markup the browser's code does not expect.
    if (statSync(serverEntry).mtimeMs < statSync(manifestPath).mtimeMs)
      fail(`${serverEntry} is older than the app's build: run npm run build.`);
  } catch {
    fail(`The web app is not built (${manifestPath}, ${serverEntry}): run npm run build.`);
  }
}

/**
 * The code and styles a page needs beyond what index.html loads: the chunks of the modules
 * its render drew, and what they import.
 * @param {Record<string, ManifestChunk>} manifest
 * @param {string} base where the language's build is served: '/' or '/es/'
 */
function assetsFinder(manifest, base) {
  const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
  if (!entryKey) fail('The build manifest names no entry chunk.');
  /** @type {Set<string>} */
  const withEntry = new Set();
  const walk = (/** @type {string} */ key, /** @type {Set<string>} */ into) => {
    if (into.has(key) || !manifest[key]) return;
    into.add(key);
    for (const imported of manifest[key].imports ?? []) walk(imported, into);
  };
  walk(/** @type {string} */ (entryKey), withEntry);
  const inIndexHtml = [...withEntry].map((key) => `${base}${manifest[key].file}`);
  // The entry imports the rest of the app one piece a task as it starts (src/main.tsx): every
  // page needs those pieces, and start-app.js fetches them beside it.
  for (const piece of manifest[/** @type {string} */ (entryKey)].dynamicImports ?? []) {
    walk(piece, withEntry);
  }
  const appModules = [...withEntry].map((key) => `${base}${manifest[key].file}`);
  const pageAssets = (/** @type {string[]} */ modules) => {
    /** @type {Set<string>} */
    const keys = new Set();
    const unknown = modules.filter((id) => !manifest[id]);
    for (const id of modules) walk(id, keys);
    const needed = [...keys].filter((key) => !withEntry.has(key)).map((key) => manifest[key]);
    return {
      scripts: needed.map((chunk) => `${base}${chunk.file}`),
      styles: [...new Set(needed.flatMap((chunk) => chunk.css ?? []))].map(
        (file) => `${base}${file}`,
      ),
      unknown,
    };
  };
  return { appModules, inIndexHtml, pageAssets };
}

/** @param {string} text */
function escapeAttribute(text) {
  return text.replaceAll('&', '&amp;').replaceAll('"', '&quot;').replaceAll('<', '&lt;');
}

/**
 * The template every document is made from: the built index.html without the app's module
 * tags (start-app.js, written into the page, loads the app once the page has been drawn, so
 * the first paint waits for no script) and without the note that asks for JavaScript (a rendered page reads without it).
 * @param {string} distDir the language's build
 * @param {string[]} inIndexHtml the entry first, then the chunks index.html preloads with it
 */
function documentTemplate(distDir, inIndexHtml) {
  let template = readFileSync(join(distDir, 'index.html'), 'utf8');
  const [entry, ...chunks] = inIndexHtml;
  const tags = [
    `<script type="module" crossorigin src="${entry}"></script>`,
    ...chunks.map((chunk) => `<link rel="modulepreload" crossorigin href="${chunk}">`),
  ];
  for (const tag of tags) {
    if (!template.includes(tag)) fail(`The built index.html lacks ${tag}: run npm run build.`);
    template = template.replace(tag, '');
  }
  if (!NO_SCRIPT_NOTE.test(template)) fail('The built index.html lacks its <noscript> note.');
  template = template.replace(NO_SCRIPT_NOTE, '');
  template = template.replace(/\n\s*(?=\n)/g, ''); // the lines those tags stood on
  for (const slot of [HEAD_SLOT, EMPTY_ROOT])
    if (!template.includes(slot)) fail(`web/index.html lacks ${slot}.`);
  return template;
}

/**
 * start-app.js, written into each page's head: it holds a tap made while the rest of the page
 * still arrives, so it must run before the page's first control is drawn, without a request.
 * The server allows exactly this script by its hash (api/http/security_headers.py).
 */
let startApp = '';
function startAppScript() {
  if (!startApp) {
    // The same file in every language's build (web/public): read once for every page.
    startApp = readFileSync(join(webDir, 'dist', 'start-app.js'), 'utf8');
    if (startApp.toLowerCase().includes('</script')) fail('start-app.js may not hold "</script".');
  }
  return startApp;
}

/**
 * A page's own stylesheet, written into it so the first paint waits for no request (each is a
 * few KB). The disabled link beside it is never fetched: it tells the app's loader of chunks
 * that these styles are on the page already.
 * @param {string} href
 */
function inlineStylesheet(href) {
  // An address under /es/ is a file of dist/es/: dist/ holds every language's build.
  const css = readFileSync(join(webDir, 'dist', href), 'utf8').trim();
  if (css.toLowerCase().includes('</style'))
    return `<link rel="stylesheet" href="${href}" crossorigin>`;
  return `<style>${css}</style><link rel="stylesheet" href="${href}" disabled>`;
}

/**
 * The page's whole document.
 * @param {string} template
 * @param {RenderedPage} page
 * @param {{ scripts: string[], styles: string[] }} assets
 * @param {string[]} appModules
 */
function pageDocument(template, page, assets, appModules) {
  const modules = JSON.stringify([...appModules, ...assets.scripts]);
  // The page's own styles come last: after the app's, as its chunks would link them.
  const endOfHead = [
    `<script data-modules="${escapeAttribute(modules)}">${startAppScript()}</script>`,
    ...assets.styles.map(inlineStylesheet),
    '</head>',
  ].join('\n');
  // The data goes inside a <script> element: no "<" may close it early.
  const data = JSON.stringify(page.data).replaceAll('<', '\\u003c');
  const body =
    `<div id="root">${page.html}</div>\n` +
    `<script type="application/json" id="page-data">${data}</script>`;
  return template
    .replace(HEAD_SLOT, () => page.head)
    .replace('</head>', () => endOfHead)
    .replace(EMPTY_ROOT, () => body);
}

/**
 * The site's own page addresses a rendered page links to.
 * @param {string} html
 * @param {(path: string) => boolean} isPage
 */
function linksIn(html, isPage) {
  /** @type {string[]} */
  const found = [];
  for (const match of html.matchAll(/<a\b[^>]*?\shref="([^"]*)"/g)) {
    const href = match[1].replaceAll('&amp;', '&');
    if (!href.startsWith('/') || href.startsWith('//')) continue;
    const url = new URL(href, 'http://site.invalid');
    if (isPage(url.pathname)) found.push(url.pathname + url.search);
  }
  return found;
}

/**
 * Renders one language's pages, from the seeds under its prefix and the links they hold.
 * @param {Build} build
 * @param {{ api: string, siteUrl: string, out: string, seeds: string[], renderedAt: Date }} job
 * @param {Record<string, string>} pages filled in: address → file
 * @param {Record<string, string[]>} failed filled in: address → problems
 */
async function renderLanguage(build, job, pages, failed) {
  checkBuild(build);
  /** @type {Record<string, ManifestChunk>} */
  const manifest = JSON.parse(readFileSync(build.manifestPath, 'utf8'));
  const { appModules, inIndexHtml, pageAssets } = assetsFinder(manifest, build.base);
  const template = documentTemplate(build.distDir, inIndexHtml);
  /** @type {ServerEntry} */
  const server = await import(pathToFileURL(build.serverEntry).href);
  server.connectApi(job.api, job.siteUrl);

  const { prefix } = build;
  const redirects = new Set(server.redirectPaths.map((path) => `${prefix}/${path}`));
  const routes = server.routePaths.map(
    (path) => new RegExp(`^${prefix}/${path.replace(/:[^/]+/g, '[^/]+')}$`),
  );
  const isPage = (/** @type {string} */ path) =>
    !redirects.has(path) && routes.some((route) => route.test(path));

  const queue = [...new Set(job.seeds.map((seed) => prefix + seed))];
  const seen = new Set(queue);
  while (queue.length > 0) {
    const url = /** @type {string} */ (queue.shift());
    const page = await server.renderPage(url, job.renderedAt);
    const { scripts, styles, unknown } = pageAssets(page.modules);
    const problems = [
      ...page.problems,
      ...unknown.map((id) => `The render names a module the build does not have: ${id}`),
    ];
    if (problems.length > 0) {
      failed[url] = problems;
      continue;
    }
    const file = `${createHash('sha256').update(url).digest('hex').slice(0, 32)}.html`;
    const document = pageDocument(template, page, { scripts, styles }, appModules);
    writeFileSync(join(job.out, file), document);
    pages[url] = file;
    for (const link of linksIn(page.html, isPage)) {
      if (seen.has(link) || seen.size >= MAX_PAGES) continue;
      seen.add(link);
      queue.push(link);
    }
  }
}

async function main() {
  const { api, siteUrl, build, out, seeds } = readInput();
  const job = { api, siteUrl, out, seeds, renderedAt: new Date() };
  /** @type {Record<string, string>} */
  const pages = {};
  /** @type {Record<string, string[]>} */
  const failed = {};
  const started = performance.now();
  for (const language of LANGUAGES) await renderLanguage(buildOf(language), job, pages, failed);

  const index = { build, siteUrl, pages, failed };
  writeFileSync(join(out, 'index.json'), JSON.stringify(index, null, 1));
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(
    `Rendered ${Object.keys(pages).length} pages in ${seconds} s` +
      (Object.keys(failed).length ? `; ${Object.keys(failed).length} failed` : ''),
  );
}

await main();
