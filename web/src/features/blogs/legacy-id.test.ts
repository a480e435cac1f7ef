import { describe, expect, it } from 'vitest';
import { decodeLegacyBlogId } from './legacy-id';

describe('decodeLegacyBlogId', () => {
  it('reads the base64 of a numeric id', () => {
    expect(decodeLegacyBlogId(btoa('13'))).toBe(13);
    expect(decodeLegacyBlogId('MTM=')).toBe(13);
    expect(decodeLegacyBlogId('NA==')).toBe(4);
    expect(decodeLegacyBlogId(btoa('120'))).toBe(120);
  });

  it('accepts missing padding and surrounding spaces', () => {
    expect(decodeLegacyBlogId('MTM')).toBe(13);
    expect(decodeLegacyBlogId(' NA ')).toBe(4);
  });

  it('refuses text that is not base64 of a whole number', () => {
    expect(() => decodeLegacyBlogId('')).toThrow();
    expect(() => decodeLegacyBlogId('%%%')).toThrow();
    expect(() => decodeLegacyBlogId('abcde')).toThrow();
    expect(() => decodeLegacyBlogId(btoa('twelve'))).toThrow();
    expect(() => decodeLegacyBlogId(btoa('-3'))).toThrow();
    expect(() => decodeLegacyBlogId(btoa('1.5'))).toThrow();
  });
});
