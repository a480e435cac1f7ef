import { t } from '@lingui/core/macro';
import { FaqList } from '@/features/faqs/FaqList';
import { PageIntro } from '../PageIntro';

/** FAQs: eight questions, one answer open at a time. */
export default function FaqsPage() {
  return (
    <PageIntro parents={[{ label: t`Patient's Info` }]}>
      <FaqList />
    </PageIntro>
  );
}
