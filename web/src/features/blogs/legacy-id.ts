/** A legacy blog id that is not base64 of a whole number. */
export class UnreadableBlogIdError extends Error {
  override name = 'UnreadableBlogIdError';
}

/**
 * Reads a legacy blog id: the base64 of the blog's numeric id (`MTM=` is 13). Accepts the
 * URL-safe alphabet, missing padding and a `+` that a query string turned into a space.
 * Throws UnreadableBlogIdError when the text is not base64 of a whole number.
 */
export function decodeLegacyBlogId(encoded: string): number {
  let text = encoded.trim().replace(/ /g, '+').replace(/-/g, '+').replace(/_/g, '/');
  if (!text || !/^[A-Za-z0-9+/]+={0,2}$/.test(text)) {
    throw new UnreadableBlogIdError('The blog id is not base64');
  }
  text = text.replace(/=+$/, '');
  if (text.length % 4 === 1) throw new UnreadableBlogIdError('The blog id is not base64');
  text = text.padEnd(text.length + ((4 - (text.length % 4)) % 4), '=');
  const decoded = atob(text).trim();
  if (!/^\d{1,15}$/.test(decoded)) throw new UnreadableBlogIdError('The blog id is not a number');
  return Number(decoded);
}
