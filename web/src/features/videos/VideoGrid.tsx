import { t } from '@lingui/core/macro';
import { getVideos } from '@/api/videos';
import type { Video } from '@/api/types';
import { profile } from '@/content';
import { useApi } from '@/hooks/use-api';
import { locale } from '@/i18n/locale';
import { toEmbedUrl } from './embed';
import './videos.css';

/** The videos are in English: their titles are marked so on another language's pages. */
const VIDEO_LANGUAGE = locale === 'en' ? undefined : 'en';
/** The frame title when a video has no header. */
export const DEFAULT_VIDEO_TITLE = t`Video`;

/** Loads every video (GetVideos 0); an empty list when the call fails. */
async function loadVideos(): Promise<Video[]> {
  try {
    const answer = await getVideos(0);
    return Array.isArray(answer?.data) ? answer.data : [];
  } catch (error) {
    console.error('Error loading videos', error);
    return [];
  }
}

/** The videos as embedded frames: two to a row on wide screens, one on phones. */
export function VideoGrid() {
  // loadVideos answers an empty list instead of failing.
  const videos = useApi('videos', loadVideos);

  if (videos.status === 'loading') {
    return <div className="video-grid page-pending" aria-busy="true" />;
  }

  const shown = (videos.status === 'loaded' ? videos.data : [])
    .map((video) => ({ video, src: toEmbedUrl(video.videoLink, profile.videoEmbedHost) }))
    .filter((entry): entry is { video: Video; src: string } => Boolean(entry.src));
  if (shown.length === 0) return null;

  return (
    <ul className="video-grid">
      {shown.map(({ video, src }) => {
        const title = video.videoHeader?.trim() || DEFAULT_VIDEO_TITLE;
        return (
          <li key={video.videoId ?? src} className="video-card card">
            <iframe
              className="video-card__frame"
              src={src}
              title={title}
              height={350}
              loading="lazy"
              allow="accelerometer; clipboard-write; encrypted-media; gyroscope; picture-in-picture"
              allowFullScreen
              referrerPolicy="strict-origin-when-cross-origin"
            />
            {video.videoHeader && (
              <h2 className="video-card__title" lang={VIDEO_LANGUAGE}>
                {video.videoHeader}
              </h2>
            )}
          </li>
        );
      })}
    </ul>
  );
}
