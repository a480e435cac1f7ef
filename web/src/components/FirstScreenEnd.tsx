/**
 * Where a page's first screen ends (after its banner, or home's hero). The page template asks the
 * browser to draw nothing before it has parsed this far (`<link rel="expect">` in index.html):
 * drawn earlier, as a slow phone would, a half-arrived menu bar or hero moves as its rest comes;
 * held back until the whole page is parsed, a long page's first drawing is one long task. What
 * comes after the first screen only adds below it. A page without one is drawn once parsed whole.
 */
export function FirstScreenEnd() {
  return <span id="first-screen-end" hidden />;
}
