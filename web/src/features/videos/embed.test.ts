import { describe, expect, it } from 'vitest';
import { toEmbedUrl, youTubeVideoId } from './embed';

const HOST = 'https://www.youtube-nocookie.com';

describe('toEmbedUrl', () => {
  it('turns a watch link into an embed link on the allowed host', () => {
    expect(toEmbedUrl('https://www.youtube.com/watch?v=wfpt-neck01', HOST)).toBe(
      'https://www.youtube-nocookie.com/embed/wfpt-neck01',
    );
    expect(toEmbedUrl('https://youtube.com/watch?feature=share&v=abc_DEF123', `${HOST}/`)).toBe(
      'https://www.youtube-nocookie.com/embed/abc_DEF123',
    );
  });

  it('moves embed and short links to the allowed host too', () => {
    expect(toEmbedUrl('https://www.youtube.com/embed/wfpt-back02', HOST)).toBe(
      `${HOST}/embed/wfpt-back02`,
    );
    expect(toEmbedUrl('https://youtu.be/wfpt-heel03?t=10', HOST)).toBe(`${HOST}/embed/wfpt-heel03`);
    expect(toEmbedUrl(`${HOST}/embed/wfpt-bal-04`, HOST)).toBe(`${HOST}/embed/wfpt-bal-04`);
  });

  it('gives nothing for links that name no video', () => {
    expect(toEmbedUrl('https://www.youtube.com/watch', HOST)).toBeUndefined();
    expect(toEmbedUrl('https://vimeo.example/123', HOST)).toBeUndefined();
    expect(toEmbedUrl('javascript:alert(1)', HOST)).toBeUndefined();
    expect(toEmbedUrl('not a link', HOST)).toBeUndefined();
    expect(toEmbedUrl('', HOST)).toBeUndefined();
    expect(toEmbedUrl(null, HOST)).toBeUndefined();
    expect(youTubeVideoId('https://www.youtube.com/watch?v=bad"id')).toBeUndefined();
  });
});
