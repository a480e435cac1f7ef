// Prints how much JavaScript the first visit to /home (or /es/home: `report-size.mjs es`)
// downloads (gzipped): the entry chunk and
// the Home route chunk, with every chunk they import statically. Exits non-zero over the budget.
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const BUDGET_KB = 150;
const HOME_MODULE = 'src/app/routes/home.tsx';

const language = process.argv[2] ?? 'en';
const home = language === 'en' ? '/home' : `/${language}/home`;
const distDir = join(
  dirname(fileURLToPath(import.meta.url)),
  '..',
  'dist',
  language === 'en' ? '' : language,
);
const manifestPath = join(distDir, '.vite', 'manifest.json');

/** @type {Record<string, { file: string, isEntry?: boolean, imports?: string[], dynamicImports?: string[], css?: string[] }>} */
let manifest;
try {
  manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));
} catch (error) {
  console.error(`Cannot read ${manifestPath}: run vite build first.`, error);
  process.exit(1);
}

const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
if (!entryKey) {
  console.error('The manifest names no entry chunk.');
  process.exit(1);
}
if (!manifest[HOME_MODULE]) {
  console.error(`The manifest has no chunk for ${HOME_MODULE}.`);
  process.exit(1);
}

/**
 * Manifest keys of the chunks reached from `roots` through static imports.
 * @param {string[]} roots
 * @returns {Set<string>}
 */
function staticClosure(roots) {
  const seen = new Set();
  const stack = [...roots];
  while (stack.length > 0) {
    const key = /** @type {string} */ (stack.pop());
    if (seen.has(key) || !manifest[key]) continue;
    seen.add(key);
    stack.push(...(manifest[key].imports ?? []));
  }
  return seen;
}

/** @type {Map<string, number>} */
const gzipCache = new Map();
/**
 * @param {string} file
 * @returns {number}
 */
function gzippedBytes(file) {
  let size = gzipCache.get(file);
  if (size === undefined) {
    size = gzipSync(readFileSync(join(distDir, file))).length;
    gzipCache.set(file, size);
  }
  return size;
}

/**
 * @param {Iterable<string>} keys
 * @returns {string[]}
 */
function jsFiles(keys) {
  return [
    ...new Set([...keys].map((key) => manifest[key].file).filter((file) => file.endsWith('.js'))),
  ];
}

/** @param {number} bytes */
const kb = (bytes) => (bytes / 1024).toFixed(1);

const firstVisit = staticClosure([entryKey, HOME_MODULE]);
const firstFiles = jsFiles(firstVisit);
const firstTotal = firstFiles.reduce((sum, file) => sum + gzippedBytes(file), 0);

// Chunks that Home then loads on its own (the sliders), for information.
const lazyRoots = (manifest[HOME_MODULE].dynamicImports ?? []).filter(
  (key) => !firstVisit.has(key),
);
const lazyFiles = jsFiles(staticClosure(lazyRoots)).filter((file) => !firstFiles.includes(file));
const lazyTotal = lazyFiles.reduce((sum, file) => sum + gzippedBytes(file), 0);

for (const file of firstFiles.sort((a, b) => gzippedBytes(b) - gzippedBytes(a))) {
  console.log(`  ${kb(gzippedBytes(file)).padStart(6)} KB  ${file}`);
}
console.log(`First visit to ${home}: ${kb(firstTotal)} KB of JavaScript (gzipped)`);
if (lazyFiles.length > 0) {
  console.log(
    `  then ${kb(lazyTotal)} KB more in ${lazyFiles.length} chunks Home loads after it renders (sliders)`,
  );
}

if (firstTotal > BUDGET_KB * 1024) {
  console.error(`Over the budget of ${BUDGET_KB} KB.`);
  process.exit(1);
}
