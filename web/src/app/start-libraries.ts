/**
 * Imported by src/main.tsx before the app's own modules, so that the chunk of the libraries the
 * app starts with (vite.config.ts) runs in a task of its own. One export is enough to run it; a
 * whole library's namespace would keep every export of it in the build.
 */
export { BrowserRouter } from 'react-router-dom';
