import { PageIntro } from '../PageIntro';

export default function FaqsPage() {
  return <PageIntro parents={[{ label: "Patient's Info" }]} />;
}
