import { t } from '@lingui/core/macro';
import { useId } from 'react';
import type { Timing } from '@/api/types';
import { FormOrCallOrWrite } from '@/components/CallOrWrite';
import { HydrateLater } from '@/components/HydrateLater';
import { PageHero } from '@/components/PageHero';
import { ContactDetails } from '@/features/enquiry/ContactDetails';
import { EnquiryForm } from '@/features/enquiry/EnquiryForm';
import { ClinicMap } from '@/features/enquiry/ClinicMap';
import { formatDays, formatTime24 } from '@/features/working-hours/format';
import { useWorkingHours } from '@/features/working-hours/use-working-hours';
import { useRouteHead } from '../route-head';
import '@/features/enquiry/enquiry.css';

function HoursGroup({ title, entries }: { title: string; entries: Timing[] }) {
  if (entries.length === 0) return null;
  return (
    <div className="contact-hours__group">
      <h4>{title}</h4>
      <ul>
        {entries.map((entry) => (
          <li key={entry.timeId}>
            <span>{formatDays(entry.days)}</span>
            <span>
              {formatTime24(entry.startTime)} - {formatTime24(entry.endTime)}
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}

/**
 * The working hours (GetTimings 0), times as HH:mm; empty lists when the call fails. The page is
 * rendered with them: only a visit that starts in the browser waits for them, in an empty box.
 */
function ContactHours() {
  const hours = useWorkingHours();
  if (hours === null) {
    return <div className="contact-hours contact-hours--pending" aria-busy="true" />;
  }
  if (hours.physical.length === 0 && hours.massage.length === 0) {
    return <p className="contact-hours__status">{t`Please call us for our current hours.`}</p>;
  }
  return (
    <div className="contact-hours">
      <HoursGroup title={t`Physical Therapy`} entries={hours.physical} />
      <HoursGroup title={t`Massage Therapy`} entries={hours.massage} />
    </div>
  );
}

/** Contact Us: the clinic's details and hours, the enquiry form, and a map. */
export default function ContactUsPage() {
  const head = useRouteHead();
  const formHeading = useId();
  const title = head?.title || t`Contact Us`;
  return (
    <>
      <PageHero title={title} />
      <div className="container contact-page">
        <ContactDetails hours={<ContactHours />} />
        <section className="contact-form card" aria-labelledby={formHeading}>
          <h2 id={formHeading} className="contact-form__title">
            {t`Send Us a Message`}
          </h2>
          <p className="contact-form__intro">
            {t`Ask us anything about your care, insurance or scheduling and we will reply, usually within one business day.`}
          </p>
          {/* Hydrated after the page, or at once when a field is focused or tapped. */}
          <HydrateLater>
            <FormOrCallOrWrite className="contact-form__place">
              <EnquiryForm />
            </FormOrCallOrWrite>
          </HydrateLater>
        </section>
      </div>
      <div className="container contact-map-section">
        <HydrateLater>
          <ClinicMap />
        </HydrateLater>
      </div>
    </>
  );
}
