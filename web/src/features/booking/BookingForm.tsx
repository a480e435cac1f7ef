import { t } from '@lingui/core/macro';
import { CalendarCheck } from 'lucide-react';
import { insertUpdateOnlineAppointmentRequest } from '@/api/appointments';
import { getChallenge } from '@/api/security';
import { PhoneField, SelectField, SiteForm, SubmitButton, TextField } from '@/components/form';
import { useClinicToday } from '@/hooks/use-today';
import {
  appointmentRules,
  clinicToday,
  latestDay,
  resultText,
  rulesResolver,
  useFormSubmission,
  type FieldRule,
} from '@/lib/forms';
import {
  bookingFieldOf,
  bookingPayload,
  emptyBooking,
  type BookingFormValues,
} from './booking-payload';
import { bookingServices } from './services';

/** The page's fields take the appointment request's rules and messages (forms.json). */
const serviceRule: FieldRule = {
  required: true,
  oneOf: bookingServices.map((service) => service.value),
  messages: { required: appointmentRules.treatmentId.messages.required },
};
const bookingRules: Partial<Record<keyof BookingFormValues, FieldRule>> = {
  name: appointmentRules.fullName,
  email: appointmentRules.emailId,
  phone: appointmentRules.phoneNo,
  services: serviceRule,
  date: appointmentRules.appointmentDate,
};
const resolver = rulesResolver<BookingFormValues>(bookingRules, clinicToday);

/**
 * The Book-Appointment page's form: name, email, phone, service and date. It is sent as an
 * appointment request (treatment 0, subject "Appointment for {service}").
 */
export function BookingForm() {
  // The page may have been rendered on another day: the first render takes that day, then today.
  const today = useClinicToday();
  const form = useFormSubmission<BookingFormValues>({
    resolver,
    emptyValues: emptyBooking,
    send: async (values, idempotencyKey, altcha) => {
      const answer = await insertUpdateOnlineAppointmentRequest(
        { ...bookingPayload(values), altcha },
        idempotencyKey,
      );
      return answer.message;
    },
    fetchChallenge: getChallenge,
    successFallback: resultText.appointmentSent,
    failureFallback: resultText.appointmentFailed,
    fieldOf: bookingFieldOf,
  });
  const { field } = form;

  return (
    <SiteForm
      className="booking-form"
      form={form}
      actions={
        <SubmitButton sending={form.sending} disabled={!form.isValid} sendingLabel={t`Sending...`}>
          <CalendarCheck aria-hidden="true" size={18} />
          {t`Book Appointment`}
        </SubmitButton>
      }
    >
      <TextField {...field('name', 'name')} label={t`Name`} type="text" autoComplete="name" />
      <TextField {...field('email', 'email')} label={t`Email`} type="email" autoComplete="email" />
      <PhoneField {...field('phone', 'phone')} label={t`Phone`} />
      <SelectField
        {...field('services', 'service')}
        label={t`Service`}
        placeholder={t`Select Service`}
        options={bookingServices}
      />
      <TextField
        {...field('date', 'date')}
        label={t`Date`}
        type="date"
        min={today}
        max={latestDay(today)}
      />
    </SiteForm>
  );
}
