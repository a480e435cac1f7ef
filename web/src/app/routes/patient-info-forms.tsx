import patientInfo from '@content/site/patient-info.json';
import { fillTokens } from '@/content';
import { pages } from '@/content/pages';
import { PageIntro } from '../PageIntro';

const intro = (patientInfo as { intro?: string }).intro;

export default function PatientInfoFormsPage() {
  return (
    <PageIntro
      title={fillTokens(pages.patientInfo?.title) || undefined}
      parents={[{ label: "Patient's Info" }]}
      introHtml={fillTokens(intro, { html: true }) || undefined}
    />
  );
}
