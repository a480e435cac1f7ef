import { TreatmentList } from '@/features/treatments/TreatmentList';
import { PageIntro } from '../PageIntro';

export default function PhysicalTherapyServicesPage() {
  return (
    <PageIntro>
      <TreatmentList flag="W" />
    </PageIntro>
  );
}
