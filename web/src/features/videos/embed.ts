/** The id of a YouTube video in a watch, short or embed link (undefined for anything else). */
export function youTubeVideoId(link: string): string | undefined {
  let url: URL;
  try {
    url = new URL(link.trim());
  } catch {
    return undefined;
  }
  const host = url.hostname.replace(/^www\.|^m\./, '');
  let id: string | null | undefined;
  if (host === 'youtu.be') {
    id = url.pathname.split('/')[1];
  } else if (/^(youtube\.com|youtube-nocookie\.com)$/.test(host)) {
    if (url.pathname === '/watch') id = url.searchParams.get('v');
    else {
      const match = /^\/(?:embed|shorts|live)\/([^/?#]+)/.exec(url.pathname);
      id = match?.[1];
    }
  }
  return id && /^[\w-]{1,64}$/.test(id) ? id : undefined;
}

/**
 * The frame address of a video link: a watch link (`https://www.youtube.com/watch?v=ID`)
 * becomes `{embedHost}/embed/ID`, the one embed host the site's Content-Security-Policy allows.
 * A link that names no video gives undefined.
 */
export function toEmbedUrl(link: string | null | undefined, embedHost: string): string | undefined {
  if (!link) return undefined;
  const id = youTubeVideoId(link);
  if (!id) return undefined;
  return `${embedHost.replace(/\/+$/, '')}/embed/${id}`;
}
