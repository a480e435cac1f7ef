// Renders the site's pages to HTML with the server build (dist-server/entry-server.js), from
// the answers of a running API, for the server to send as each page's first HTML.
//
// Input (JSON on stdin): { "api": "http://127.0.0.1:PORT", "out": "folder", "seeds": ["/home", …] }.
// Every seed is rendered, then every page a rendered page links to (menus, cards, page
// numbers), so whatever a reader without JavaScript can reach is rendered too.
//
// Output, in `out`: one JSON file per page ({ url, html, data, scripts, styles }) and
// index.json ({ pages: { url: file }, failed: { url: [problems] } }). Exits 1 when the build is
// missing or out of date; a page that fails is listed under `failed` and left out.
import { createHash } from 'node:crypto';
import { readFileSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

// React and the router run their production builds, as in the browser.
process.env.NODE_ENV = 'production';

const webDir = join(dirname(fileURLToPath(import.meta.url)), '..');
const manifestPath = join(webDir, 'dist', '.vite', 'manifest.json');
const serverEntry = join(webDir, 'dist-server', 'entry-server.js');
/** A site with more pages than this has a link that multiplies addresses: stop there. */
const MAX_PAGES = 5000;

/** @typedef {{ file: string, isEntry?: boolean, imports?: string[], css?: string[] }} ManifestChunk */
/** @typedef {{ html: string, data: unknown, modules: string[], problems: string[] }} RenderedPage */
/**
 * @typedef {{
 *   connectApi: (apiBase: string) => void,
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

/** @returns {{ api: string, out: string, seeds: string[] }} */
function readInput() {
  const input = JSON.parse(readFileSync(0, 'utf8'));
  if (typeof input.api !== 'string' || typeof input.out !== 'string' || !Array.isArray(input.seeds))
    fail('Expected { api, out, seeds } on stdin.');
  return input;
}

function checkBuild() {
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
 */
function assetsFinder(manifest) {
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

  return (/** @type {string[]} */ modules) => {
    /** @type {Set<string>} */
    const keys = new Set();
    const unknown = modules.filter((id) => !manifest[id]);
    for (const id of modules) walk(id, keys);
    const needed = [...keys].filter((key) => !withEntry.has(key)).map((key) => manifest[key]);
    return {
      scripts: needed.map((chunk) => `/${chunk.file}`),
      styles: [...new Set(needed.flatMap((chunk) => chunk.css ?? []))].map((file) => `/${file}`),
      unknown,
    };
  };
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

async function main() {
  const { api, out, seeds } = readInput();
  checkBuild();
  /** @type {Record<string, ManifestChunk>} */
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));
  const assetsOf = assetsFinder(manifest);
  /** @type {ServerEntry} */
  const server = await import(pathToFileURL(serverEntry).href);
  server.connectApi(api);

  const redirects = new Set(server.redirectPaths.map((path) => `/${path}`));
  const routes = server.routePaths.map(
    (path) => new RegExp(`^/${path.replace(/:[^/]+/g, '[^/]+')}$`),
  );
  const isPage = (/** @type {string} */ path) =>
    !redirects.has(path) && routes.some((route) => route.test(path));

  const renderedAt = new Date();
  const queue = [...new Set(seeds)];
  const seen = new Set(queue);
  /** @type {Record<string, string>} */
  const pages = {};
  /** @type {Record<string, string[]>} */
  const failed = {};
  const started = performance.now();

  while (queue.length > 0) {
    const url = /** @type {string} */ (queue.shift());
    const page = await server.renderPage(url, renderedAt);
    const { scripts, styles, unknown } = assetsOf(page.modules);
    const problems = [
      ...page.problems,
      ...unknown.map((id) => `The render names a module the build does not have: ${id}`),
    ];
    if (problems.length > 0) {
      failed[url] = problems;
      continue;
    }
    const file = `${createHash('sha256').update(url).digest('hex').slice(0, 32)}.json`;
    // The data goes inside a <script> element: no "<" may close it early.
    const data = JSON.stringify(page.data).replaceAll('<', '\\u003c');
    writeFileSync(join(out, file), JSON.stringify({ url, html: page.html, data, scripts, styles }));
    pages[url] = file;
    for (const link of linksIn(page.html, isPage)) {
      if (seen.has(link) || seen.size >= MAX_PAGES) continue;
      seen.add(link);
      queue.push(link);
    }
  }

  writeFileSync(join(out, 'index.json'), JSON.stringify({ pages, failed }, null, 1));
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(
    `Rendered ${Object.keys(pages).length} pages in ${seconds} s` +
      (Object.keys(failed).length ? `; ${Object.keys(failed).length} failed` : ''),
  );
}

await main();
