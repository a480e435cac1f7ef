import { t } from '@lingui/core/macro';
import { TestimonialList } from '@/features/patient-info/TestimonialList';
import '@/features/patient-info/patient-info.css';
import { PageIntro } from '../PageIntro';

/** Patient Testimonials: every patient's words. */
export default function PatientTestimonialsPage() {
  return (
    <PageIntro parents={[{ label: t`Patient's Info` }]}>
      <TestimonialList />
    </PageIntro>
  );
}
