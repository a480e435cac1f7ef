import { t } from '@lingui/core/macro';
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { WellnessService } from '@/api/types';
import { DeferredRequestAppointmentForm } from '@/features/appointment-request/DeferredRequestAppointmentForm';
import { RequestAppointmentModal } from '@/features/appointment-request/RequestAppointmentModal';
import { SidePanels } from '@/features/side-panels';
import { WellnessDetail } from '@/features/wellness/WellnessDetail';
import { bookingTreatment } from '@/features/wellness/wellness-service';
import '@/features/wellness/wellness.css';

/** /wellness?id={base64 of treatmentId}: one massage and wellness service. */
export default function WellnessDetailPage() {
  const [params] = useSearchParams();
  const encodedId = params.get('id');
  const [selected, setSelected] = useState<WellnessService | null>(null);
  return (
    <>
      <WellnessDetail
        key={encodedId ?? ''}
        encodedId={encodedId}
        onBook={setSelected}
        aside={<SidePanels requestForm={<DeferredRequestAppointmentForm />} />}
      />
      <RequestAppointmentModal
        open={selected !== null}
        onClose={() => setSelected(null)}
        treatment={selected ? bookingTreatment(selected) : null}
        title={selected ? t`Book ${{ service: selected.treatmentName }}` : undefined}
        static
      />
    </>
  );
}
