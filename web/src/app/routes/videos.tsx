import { t } from '@lingui/core/macro';
import { VideoGrid } from '@/features/videos/VideoGrid';
import { PageIntro } from '../PageIntro';

/** Videos: every video as an embedded frame. */
export default function VideosPage() {
  return (
    <PageIntro parents={[{ label: t`Patient's Info` }]}>
      <VideoGrid />
    </PageIntro>
  );
}
