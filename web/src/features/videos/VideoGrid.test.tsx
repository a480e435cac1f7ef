import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { profile } from '@/content';
import { mockApi } from '@/testing/mock-api';
import { VideoGrid } from './VideoGrid';

let restore: (() => void) | undefined;

afterEach(() => {
  restore?.();
  restore = undefined;
});

describe('VideoGrid', () => {
  it('embeds each video from the allowed host, titled by its header', async () => {
    const api = mockApi(() => ({
      data: {
        success: true,
        data: [
          {
            videoId: 1,
            videoLink: 'https://www.youtube.com/watch?v=wfpt-neck01',
            videoHeader: 'Neck Stretches',
          },
          {
            videoId: 2,
            videoLink: 'https://www.youtube.com/watch?v=wfpt-back02',
            videoHeader: null,
          },
          { videoId: 3, videoLink: 'https://elsewhere.example/clip', videoHeader: 'Elsewhere' },
        ],
      },
    }));
    restore = api.restore;
    render(<VideoGrid />);
    const neck = await screen.findByTitle('Neck Stretches');
    expect(neck).toHaveAttribute('src', `${profile.videoEmbedHost}/embed/wfpt-neck01`);
    expect(neck).toHaveAttribute('loading', 'lazy');
    expect(neck).toHaveAttribute('height', '350');
    expect(screen.getByTitle('Video')).toHaveAttribute(
      'src',
      `${profile.videoEmbedHost}/embed/wfpt-back02`,
    );
    expect(screen.queryByTitle('Elsewhere')).not.toBeInTheDocument();
    expect(api.requests[0].url).toBe('PhotoGallery/GetVideos');
    expect(api.requests[0].params).toEqual({ videoId: 0 });
  });
});
