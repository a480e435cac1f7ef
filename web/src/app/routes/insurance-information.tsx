import { PageIntro } from '../PageIntro';

export default function InsuranceInformationPage() {
  return <PageIntro parents={[{ label: "Patient's Info" }]} />;
}
