import { api } from '@/lib/api';
import type { VideoListAnswer } from './types';

/** GET PhotoGallery/GetVideos: id 0 = every video. */
export async function getVideos(videoId: number): Promise<VideoListAnswer> {
  const response = await api.get<VideoListAnswer>('PhotoGallery/GetVideos', {
    params: { videoId },
  });
  return response.data;
}
