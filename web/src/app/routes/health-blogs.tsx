import { PageIntro } from '../PageIntro';

export default function HealthBlogsPage() {
  return <PageIntro parents={[{ label: "Patient's Info" }]} />;
}
