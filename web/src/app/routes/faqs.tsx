import { FaqList } from '@/features/faqs/FaqList';
import { PageIntro } from '../PageIntro';

/** FAQs: eight questions, one answer open at a time. */
export default function FaqsPage() {
  return (
    <PageIntro parents={[{ label: "Patient's Info" }]}>
      <FaqList />
    </PageIntro>
  );
}
