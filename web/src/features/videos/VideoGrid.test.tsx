import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { profile } from '@/content';
import { answerGet, callOf, recordRequests, success } from '@/testing/server';
import { VideoGrid } from './VideoGrid';

describe('VideoGrid', () => {
  it('embeds each video from the allowed host, titled by its header', async () => {
    const requests = recordRequests();
    answerGet('PhotoGallery/GetVideos', () =>
      success([
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
      ]),
    );
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
    expect(requests.map(callOf)).toEqual([
      { call: 'PhotoGallery/GetVideos', query: { videoId: '0' } },
    ]);
  });
});
