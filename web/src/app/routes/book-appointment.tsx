import { t } from '@lingui/core/macro';
import { useId } from 'react';
import { Phone } from 'lucide-react';
import { FormOrCallOrWrite } from '@/components/CallOrWrite';
import { PageHero } from '@/components/PageHero';
import { profile } from '@/content';
import { BookingForm } from '@/features/booking/BookingForm';
import { telHref } from '@/lib/phone';
import { useRouteHead } from '../route-head';
import '@/features/booking/booking.css';

/** Book-Appointment: the standalone booking form, sent as an appointment request. */
export default function BookAppointmentPage() {
  const head = useRouteHead();
  const formHeading = useId();
  const title = head?.title || t`Book Appointment`;
  const phone = profile.phones[0];
  return (
    <>
      <PageHero title={title} />
      <div className="container booking-page">
        <section className="booking-card card" aria-labelledby={formHeading}>
          <h2 id={formHeading} className="booking-card__title">
            {t`Request Your Visit`}
          </h2>
          <p className="booking-card__intro">
            {t`Choose a service and a day that suits you. We will call you to confirm the time.`}
          </p>
          <FormOrCallOrWrite className="booking-card__place">
            <BookingForm />
          </FormOrCallOrWrite>
        </section>
        {phone && (
          <aside className="booking-aside" aria-label={t`Book by phone`}>
            <h2 className="booking-aside__title">{t`Prefer to call?`}</h2>
            <p>{t`Our front desk is happy to find a time with you.`}</p>
            <a href={telHref(phone)} className="btn btn--primary">
              <Phone aria-hidden="true" size={18} />
              {phone}
            </a>
          </aside>
        )}
      </div>
    </>
  );
}
