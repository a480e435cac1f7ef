import { useCallback, useId, useState } from 'react';
import { CalendarCheck } from 'lucide-react';
import { Controller, useForm, type Path } from 'react-hook-form';
import { insertUpdateOnlineAppointmentRequest } from '@/api/appointments';
import {
  FormField,
  Honeypot,
  PhoneInput,
  RequiredNote,
  ResultDialog,
  SubmitButton,
  appointmentRules,
  clinicToday,
  reloadPage,
  resultText,
  rulesResolver,
  useIdempotencyKey,
  useSubmission,
  type FieldRule,
} from '@/features/appointment-request/form-kit';
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
const FIELDS = Object.keys(emptyBooking) as Path<BookingFormValues>[];

/**
 * The Book-Appointment page's form: name, email, phone, service and date. It is sent as an
 * appointment request (treatment 0, subject "Appointment for {service}").
 */
export function BookingForm() {
  const id = useId();
  const idempotencyKey = useIdempotencyKey();
  const [today] = useState(clinicToday);
  const {
    control,
    register,
    handleSubmit,
    reset,
    setError,
    setValue,
    getValues,
    formState: { errors, touchedFields, isSubmitted, isValid },
  } = useForm<BookingFormValues>({
    mode: 'onTouched',
    reValidateMode: 'onChange',
    defaultValues: emptyBooking,
    resolver,
  });

  const onFieldErrors = useCallback(
    (fieldErrors: Record<string, string>) => {
      for (const [field, message] of Object.entries(fieldErrors)) {
        const own = bookingFieldOf[field];
        if (own) setError(own, { type: 'server', message });
      }
    },
    [setError],
  );

  const send = useCallback(
    async (values: BookingFormValues) => {
      const answer = await insertUpdateOnlineAppointmentRequest(
        bookingPayload(values),
        idempotencyKey,
      );
      return typeof answer.message === 'string' ? answer.message : '';
    },
    [idempotencyKey],
  );

  const { sending, result, submit, clearResult } = useSubmission({
    send,
    successFallback: resultText.appointmentSent,
    failureFallback: resultText.appointmentFailed,
    onFieldErrors,
  });

  const touchEverything = () => {
    for (const field of FIELDS) setValue(field, getValues(field), { shouldTouch: true });
  };

  const closeResult = () => {
    const succeeded = result?.kind === 'success';
    clearResult();
    if (succeeded) {
      reset(emptyBooking);
      reloadPage();
    }
  };

  const shown = (field: keyof BookingFormValues) =>
    touchedFields[field] || isSubmitted ? errors[field]?.message : undefined;
  const fieldId = (field: string) => `${id}-${field}`;

  return (
    <>
      <form
        className="site-form booking-form"
        noValidate
        aria-busy={sending}
        onSubmit={handleSubmit(submit, touchEverything)}
      >
        <RequiredNote />
        <div className="form-grid">
          <FormField id={fieldId('name')} label="Name" error={shown('name')}>
            {(controlProps) => (
              <input
                {...controlProps}
                {...register('name')}
                type="text"
                autoComplete="name"
                className="form-control"
              />
            )}
          </FormField>
          <FormField id={fieldId('email')} label="Email" error={shown('email')}>
            {(controlProps) => (
              <input
                {...controlProps}
                {...register('email')}
                type="email"
                autoComplete="email"
                className="form-control"
              />
            )}
          </FormField>
          <FormField id={fieldId('phone')} label="Phone" error={shown('phone')}>
            {(controlProps) => (
              <Controller
                control={control}
                name="phone"
                render={({ field }) => (
                  <PhoneInput
                    {...controlProps}
                    ref={field.ref}
                    name={field.name}
                    value={field.value}
                    onChange={field.onChange}
                    onBlur={field.onBlur}
                    autoComplete="tel-national"
                    placeholder="(123) 456-7890"
                    className="form-control"
                  />
                )}
              />
            )}
          </FormField>
          <FormField id={fieldId('service')} label="Service" error={shown('services')}>
            {(controlProps) => (
              <select {...controlProps} {...register('services')} className="form-control">
                <option value="" disabled>
                  Select Service
                </option>
                {bookingServices.map((service) => (
                  <option key={service.value} value={service.value}>
                    {service.label}
                  </option>
                ))}
              </select>
            )}
          </FormField>
          <FormField id={fieldId('date')} label="Date" error={shown('date')}>
            {(controlProps) => (
              <input
                {...controlProps}
                {...register('date')}
                type="date"
                min={today}
                className="form-control"
              />
            )}
          </FormField>
        </div>
        <Honeypot id={fieldId('website')} registration={register('website')} />
        <div className="form-actions">
          <SubmitButton sending={sending} disabled={!isValid} sendingLabel="Sending...">
            <CalendarCheck aria-hidden="true" size={18} />
            Book Appointment
          </SubmitButton>
        </div>
      </form>
      <ResultDialog result={result} onClose={closeResult} />
    </>
  );
}
