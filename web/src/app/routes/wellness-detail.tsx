import { PageIntro } from '../PageIntro';

export default function WellnessDetailPage() {
  return <PageIntro />;
}
