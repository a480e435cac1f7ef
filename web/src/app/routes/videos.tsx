import { VideoGrid } from '@/features/videos/VideoGrid';
import { PageIntro } from '../PageIntro';

/** Videos: every video as an embedded frame. */
export default function VideosPage() {
  return (
    <PageIntro parents={[{ label: "Patient's Info" }]}>
      <VideoGrid />
    </PageIntro>
  );
}
