import html from '@content/site/legal/disclaimer.html?raw';
import { LegalDocument } from '@/features/legal/LegalDocument';
import { PageIntro } from '../PageIntro';

export default function DisclaimerPage() {
  return (
    <PageIntro>
      <LegalDocument html={html} />
    </PageIntro>
  );
}
