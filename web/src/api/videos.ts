import { api } from '@/lib/api';
import type { Envelope, Video } from './types';

/** GET PhotoGallery/GetVideos: id 0 = every video. */
export async function getVideos(videoId: number): Promise<Envelope<Video[]>> {
  const response = await api.get<Envelope<Video[]>>('PhotoGallery/GetVideos', {
    params: { videoId },
  });
  return response.data;
}
