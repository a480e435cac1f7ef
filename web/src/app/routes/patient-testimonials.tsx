import { PageIntro } from '../PageIntro';

export default function PatientTestimonialsPage() {
  return <PageIntro parents={[{ label: "Patient's Info" }]} />;
}
