import './styles/fonts.css';
import './styles/tokens.css';
import './styles/base.css';

/** A moment for the browser (a tap, a frame) between two pieces of start-up work. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * The app's code is evaluated in pieces, a task each: React, then the libraries the app starts
 * with, then the app's own modules, then the page is hydrated. As one module graph it held a
 * phone's main thread for 40-70 ms at a stretch, long enough to keep a tap waiting;
 * start-app.js has fetched every piece already.
 */
async function start() {
  await import('react-dom/client');
  await nextTask();
  await import('./app/start-libraries');
  await nextTask();
  const { startApp } = await import('./app/start');
  await nextTask();
  startApp();
}

start().catch((error: unknown) => {
  console.error('The site could not start', error);
});
