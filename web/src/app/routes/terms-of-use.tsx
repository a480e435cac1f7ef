import html from '@content/site/legal/terms-of-use.html?raw';
import { LegalDocument } from '@/features/legal/LegalDocument';
import { PageIntro } from '../PageIntro';

export default function TermsOfUsePage() {
  return (
    <PageIntro>
      <LegalDocument html={html} />
    </PageIntro>
  );
}
