import { t } from '@lingui/core/macro';
import { CalendarCheck } from 'lucide-react';
import { SafeHtml } from '@/components/SafeHtml';
import { paths } from '@/config/paths';
import { fillTokens } from '@/content';
import { pages } from '@/content/pages';
import { AboutActions } from '@/features/about/AboutActions';
import { FacilityGallery } from '@/features/about/FacilityGallery';
import { RequestAppointmentButton } from '@/features/appointment-request/RequestAppointmentButton';
import { PageIntro } from '../PageIntro';

/** Our Practice: the clinic's rooms and equipment, and a static Request Appointment modal. */
export default function OurPracticePage() {
  const practice = pages.practice ?? {};
  return (
    <PageIntro
      title={fillTokens(practice.title) || undefined}
      parents={[{ label: t`About Us`, to: paths.aboutUs }]}
      intro={fillTokens(practice.intro) || undefined}
    >
      <div className="split">
        <SafeHtml html={fillTokens(practice.html, { html: true })} className="prose" />
        <FacilityGallery images={practice.facilityImages ?? []} />
      </div>
      <AboutActions
        requestAppointment={
          <RequestAppointmentButton static className="btn btn--accent">
            <CalendarCheck aria-hidden="true" size={18} />
            {t`Request Appointment`}
          </RequestAppointmentButton>
        }
      />
    </PageIntro>
  );
}
