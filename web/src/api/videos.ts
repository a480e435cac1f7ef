import { client } from './client';
import type { VideoListAnswer } from './types';

/** GET PhotoGallery/GetVideos: id 0 = every video. */
export async function getVideos(videoId: number): Promise<VideoListAnswer> {
  const response = await (
    await client()
  ).get<VideoListAnswer>('PhotoGallery/GetVideos', {
    params: { videoId },
  });
  return response.data;
}
