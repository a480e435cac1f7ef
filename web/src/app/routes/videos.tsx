import { PageIntro } from '../PageIntro';

export default function VideosPage() {
  return <PageIntro parents={[{ label: "Patient's Info" }]} />;
}
