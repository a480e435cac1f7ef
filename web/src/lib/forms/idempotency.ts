import { useState } from 'react';

/** A random version 4 UUID (crypto.randomUUID where the page may use it). */
export function newIdempotencyKey(): string {
  const cryptoApi = globalThis.crypto;
  if (typeof cryptoApi?.randomUUID === 'function') return cryptoApi.randomUUID();
  // Pages served over plain HTTP have no randomUUID; build the same kind of value by hand.
  const bytes = new Uint8Array(16);
  cryptoApi.getRandomValues(bytes);
  bytes[6] = (bytes[6] & 0x0f) | 0x40;
  bytes[8] = (bytes[8] & 0x3f) | 0x80;
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/**
 * One Idempotency-Key for each display of a form: made when the form mounts and sent with every
 * submit of that display, so a retried or doubled submit is stored once.
 */
export function useIdempotencyKey(): string {
  const [key] = useState(newIdempotencyKey);
  return key;
}
