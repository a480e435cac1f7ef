import { lazy, Suspense } from 'react';
import { useLocation, useSearchParams } from 'react-router-dom';
import { CalendarCheck } from 'lucide-react';
import type { Treatment } from '@/api/types';
import { RequestAppointmentButton } from '@/features/appointment-request/RequestAppointmentButton';
import { BODY_ACCORDION_TREATMENT_ID } from '@/features/body-accordion/treatment';
import { SidePanels } from '@/features/side-panels';
import { TreatmentDetail } from '@/features/treatments/TreatmentDetail';
import { TreatmentList } from '@/features/treatments/TreatmentList';
import { PageIntro } from '../PageIntro';

const BodyRegionAccordion = lazy(() =>
  import('@/features/body-accordion/BodyRegionAccordion').then((module) => ({
    default: module.BodyRegionAccordion,
  })),
);

/** The body-region accordion, for the one treatment that lists conditions by region. */
function treatmentExtra(treatment: Treatment) {
  const id = Number(treatment.treatmentID ?? treatment.treatmentId);
  if (id !== BODY_ACCORDION_TREATMENT_ID) return null;
  return (
    <Suspense fallback={<div className="page-pending" aria-busy="true" />}>
      <BodyRegionAccordion />
    </Suspense>
  );
}

/** /what-we-treat and /how-we-treat: one treatment when a slug is given, else the list. */
export default function TreatmentPage() {
  const [params] = useSearchParams();
  const { pathname } = useLocation();
  const flag = pathname.toLowerCase().startsWith('/how-we-treat') ? 'H' : 'W';
  const slug = params.get('slug')?.trim();

  if (slug) {
    return (
      <TreatmentDetail
        key={`${flag}-${slug}`}
        slug={slug}
        flag={flag}
        extra={treatmentExtra}
        aside={
          <SidePanels
            action={
              <RequestAppointmentButton className="btn btn--ghost-light">
                <CalendarCheck aria-hidden="true" size={18} />
                Request Appointment
              </RequestAppointmentButton>
            }
          />
        }
      />
    );
  }

  return (
    <PageIntro>
      <TreatmentList flag={flag} />
    </PageIntro>
  );
}
