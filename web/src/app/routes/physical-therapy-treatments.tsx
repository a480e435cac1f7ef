import { TreatmentList } from '@/features/treatments/TreatmentList';
import { PageIntro } from '../PageIntro';

export default function PhysicalTherapyTreatmentsPage() {
  return (
    <PageIntro>
      <TreatmentList flag="H" />
    </PageIntro>
  );
}
