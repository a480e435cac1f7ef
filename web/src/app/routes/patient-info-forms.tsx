import { t } from '@lingui/core/macro';
import { CalendarCheck, Phone } from 'lucide-react';
import { fillTokens, profile } from '@/content';
import { pages } from '@/content/pages';
import { RequestAppointmentButton } from '@/features/appointment-request/RequestAppointmentButton';
import { patientInfo } from '@/features/patient-info/content';
import { IntakeFormDownload } from '@/features/patient-info/IntakeFormDownload';
import { VisitPoints } from '@/features/patient-info/VisitPoints';
import '@/features/patient-info/patient-info.css';
import { telHref } from '@/lib/phone';
import { PageIntro } from '../PageIntro';

/** Patient Info / Forms: what to expect, how to prepare, and the intake form. */
export default function PatientInfoFormsPage() {
  const copy = pages.patientInfo ?? {};
  const phone = profile.phones[0];
  return (
    <PageIntro
      title={fillTokens(copy.title) || undefined}
      parents={[{ label: t`Patient's Info` }]}
      introHtml={patientInfo.introHtml || undefined}
    >
      <div className="patient-info__actions">
        {phone && (
          <a href={telHref(phone)} className="btn btn--primary">
            <Phone aria-hidden="true" size={18} />
            {t`Call ${phone}`}
          </a>
        )}
        <RequestAppointmentButton className="btn btn--accent">
          <CalendarCheck aria-hidden="true" size={18} />
          {t`Request Appointment`}
        </RequestAppointmentButton>
      </div>
      <IntakeFormDownload />
      <div className="patient-info__points">
        <VisitPoints
          title={fillTokens(copy.firstVisitTitle) || t`What to Expect at Your First Visit`}
          points={patientInfo.firstVisit}
          numbered
        />
        <VisitPoints
          title={fillTokens(copy.prepareTitle) || t`How to Prepare for Your Visit`}
          points={patientInfo.prepare}
        />
      </div>
    </PageIntro>
  );
}
