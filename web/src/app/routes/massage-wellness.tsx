import { t } from '@lingui/core/macro';
import { useId, useState } from 'react';
import { CalendarCheck } from 'lucide-react';
import type { WellnessService } from '@/api/types';
import { PageHero } from '@/components/PageHero';
import { fillTokens } from '@/content';
import { pages } from '@/content/pages';
import { DeferredRequestAppointmentForm } from '@/features/appointment-request/DeferredRequestAppointmentForm';
import { RequestAppointmentButton } from '@/features/appointment-request/RequestAppointmentButton';
import { RequestAppointmentModal } from '@/features/appointment-request/RequestAppointmentModal';
import { WithSidePanels } from '@/features/side-panels';
import { WellnessContact } from '@/features/wellness/WellnessContact';
import { WellnessIntro } from '@/features/wellness/WellnessIntro';
import { WellnessServiceGrid } from '@/features/wellness/WellnessServiceGrid';
import { bookingTreatment } from '@/features/wellness/wellness-service';
import { useRouteHead } from '../route-head';
import '@/features/wellness/wellness.css';

/**
 * Massage & Wellness: the programs for patients who have finished therapy, each bookable in a
 * static modal with the service fixed, or online through the patient portal.
 */
export default function MassageWellnessPage() {
  const head = useRouteHead();
  const servicesHeading = useId();
  const title = fillTokens(pages.wellness?.title) || head?.title || t`Massage & Wellness`;
  // The booking modal keeps the chosen service while it is open; closing clears it (and with
  // it the form inside).
  const [selected, setSelected] = useState<WellnessService | null>(null);

  return (
    <>
      <PageHero title={title} />
      <WithSidePanels
        className="wellness-page-columns"
        requestForm={<DeferredRequestAppointmentForm />}
      >
        <div className="wellness-page">
          <WellnessIntro />
          <section aria-labelledby={servicesHeading}>
            <div className="wellness-services__header">
              <div>
                <h2 id={servicesHeading} className="wellness-services__title">
                  {t`Our Massage & Wellness Programs`}
                </h2>
                <p>{t`Choose a program to request a visit, or schedule it online.`}</p>
              </div>
            </div>
            <WellnessServiceGrid onBook={setSelected} labelledBy={servicesHeading} />
          </section>
          <aside className="wellness-cta" aria-label={t`Request an appointment`}>
            <div>
              <p className="wellness-cta__title">{t`Not sure which program suits you?`}</p>
              <p>{t`Send us a request and a therapist will help you choose.`}</p>
            </div>
            <RequestAppointmentButton className="btn btn--light">
              <CalendarCheck aria-hidden="true" size={18} />
              {t`Request An Appointment`}
            </RequestAppointmentButton>
          </aside>
          <WellnessContact />
        </div>
      </WithSidePanels>
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
