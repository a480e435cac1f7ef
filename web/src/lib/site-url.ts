/**
 * The site's public address (SITE_URL): canonical links and Open Graph URLs are built on it.
 * A page rendered ahead carries the one it was rendered with (its page data), so the browser
 * builds the same links; the app's shell, rendered by nobody, uses the address it was loaded from.
 */
let configured: string | null = null;

export function setSiteUrl(url: string): void {
  configured = url.replace(/\/+$/, '');
}

export function siteUrl(): string {
  if (configured !== null) return configured;
  return typeof window === 'undefined' ? '' : window.location.origin;
}
