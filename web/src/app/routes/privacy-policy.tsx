import html from '@content/site/legal/privacy-policy.html?raw';
import { LegalDocument } from '@/features/legal/LegalDocument';
import { PageIntro } from '../PageIntro';

export default function PrivacyPolicyPage() {
  return (
    <PageIntro>
      <LegalDocument html={html} />
    </PageIntro>
  );
}
