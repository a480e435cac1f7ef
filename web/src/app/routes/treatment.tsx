import { lazy, Suspense } from 'react';
import { useLocation, useSearchParams } from 'react-router-dom';
import type { Treatment } from '@/api/types';
import { paths } from '@/config/paths';
import { DeferredRequestAppointmentForm } from '@/features/appointment-request/DeferredRequestAppointmentForm';
import { BODY_ACCORDION_TREATMENT_ID } from '@/features/body-accordion/treatment';
import { SidePanels } from '@/features/side-panels';
import { TreatmentDetail } from '@/features/treatments/TreatmentDetail';
import { TreatmentList } from '@/features/treatments/TreatmentList';
import { useRenderedModule } from '@/lib/rendered-modules';
import { RoutePageHead } from '../PageHead';
import { PageIntro } from '../PageIntro';

const BodyRegionAccordion = lazy(() =>
  import('@/features/body-accordion/BodyRegionAccordion').then((module) => ({
    default: module.BodyRegionAccordion,
  })),
);

/** The accordion, whose code loads on demand: a server render notes it, to link its styles. */
function LazyBodyRegionAccordion() {
  useRenderedModule('src/features/body-accordion/BodyRegionAccordion.tsx');
  return (
    <Suspense fallback={<div className="page-pending" aria-busy="true" />}>
      <BodyRegionAccordion />
    </Suspense>
  );
}

/** The body-region accordion, for the one treatment that lists conditions by region. */
function treatmentExtra(treatment: Treatment) {
  const id = Number(treatment.treatmentID ?? treatment.treatmentId);
  return id === BODY_ACCORDION_TREATMENT_ID ? <LazyBodyRegionAccordion /> : null;
}

/** /what-we-treat and /how-we-treat: one treatment when a slug is given, else the list. */
export default function TreatmentPage() {
  const [params] = useSearchParams();
  const { pathname } = useLocation();
  const flag = pathname.toLowerCase().startsWith(paths.howWeTreat) ? 'H' : 'W';
  const slug = params.get('slug')?.trim();

  if (slug) {
    return (
      <TreatmentDetail
        key={`${flag}-${slug}`}
        slug={slug}
        flag={flag}
        extra={treatmentExtra}
        aside={<SidePanels requestForm={<DeferredRequestAppointmentForm />} />}
      />
    );
  }

  return (
    <>
      <RoutePageHead />
      <PageIntro>
        <TreatmentList flag={flag} />
      </PageIntro>
    </>
  );
}
