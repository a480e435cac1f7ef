import { useCallback, useId, useState } from 'react';
import { Controller, useForm, type Path } from 'react-hook-form';
import { insertUpdateOnlineAppointmentRequest } from '@/api/appointments';
import {
  appointmentPayload,
  clearedAppointmentValues,
  initialAppointmentValues,
  type AppointmentFormValues,
  type PreselectedTreatment,
} from './appointment-payload';
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
} from './form-kit';
import { useTariffs } from './use-tariffs';

export type { PreselectedTreatment } from './appointment-payload';

export interface RequestAppointmentFormProps {
  /**
   * A service chosen before the form is shown (a wellness card's Book button, a treatment
   * page): the treatment is fixed to it, its control disabled, and the subject reads
   * "Appointment for {name}". Without one the request is a general one (treatment 0).
   */
  treatment?: PreselectedTreatment | null;
  /** Called when the visitor closes the success dialog, just before the page reloads. */
  onSuccessClose?: () => void;
  /** The submit button's label (default "Send Request"). */
  submitLabel?: string;
}

const resolver = rulesResolver<AppointmentFormValues>(appointmentRules, clinicToday);
const FIELDS = Object.keys(clearedAppointmentValues) as Path<AppointmentFormValues>[];

/**
 * The appointment request form (specification, sections 2, 4 and 5): one component for every
 * modal and side panel that asks for an appointment. Each display sends its submits with one
 * Idempotency-Key, so a doubled or retried submit is stored once.
 */
export function RequestAppointmentForm(props: RequestAppointmentFormProps) {
  // A different preselected service is a new display of the form: fresh values and key.
  return <AppointmentForm key={props.treatment?.treatmentId ?? 'general'} {...props} />;
}

function AppointmentForm({
  treatment = null,
  onSuccessClose,
  submitLabel = 'Send Request',
}: RequestAppointmentFormProps) {
  const id = useId();
  const idempotencyKey = useIdempotencyKey();
  const tariffs = useTariffs();
  const [today] = useState(clinicToday);
  // With or without a preselected service the treatment starts fixed; a reset frees it.
  const [treatmentLocked, setTreatmentLocked] = useState(true);

  const {
    control,
    register,
    handleSubmit,
    reset,
    setError,
    setValue,
    getValues,
    formState: { errors, touchedFields, isSubmitted, isValid },
  } = useForm<AppointmentFormValues>({
    mode: 'onTouched',
    reValidateMode: 'onChange',
    defaultValues: initialAppointmentValues(treatment),
    resolver,
  });

  const onFieldErrors = useCallback(
    (fieldErrors: Record<string, string>) => {
      for (const [field, message] of Object.entries(fieldErrors)) {
        if (FIELDS.includes(field as Path<AppointmentFormValues>)) {
          setError(field as Path<AppointmentFormValues>, { type: 'server', message });
        }
      }
    },
    [setError],
  );

  const send = useCallback(
    async (values: AppointmentFormValues) => {
      const answer = await insertUpdateOnlineAppointmentRequest(
        appointmentPayload(values, tariffs, treatment),
        idempotencyKey,
      );
      return typeof answer.message === 'string' ? answer.message : '';
    },
    [tariffs, treatment, idempotencyKey],
  );

  const { sending, result, submit, clearResult } = useSubmission({
    send,
    successFallback: resultText.appointmentSent,
    failureFallback: resultText.appointmentFailed,
    onFieldErrors,
  });

  const touchEverything = () => {
    for (const field of FIELDS) {
      setValue(field, getValues(field), { shouldTouch: true });
    }
  };

  const clearForm = () => {
    reset(clearedAppointmentValues);
    setTreatmentLocked(false);
  };

  const closeResult = () => {
    if (result?.kind === 'success') {
      clearResult();
      clearForm();
      onSuccessClose?.();
      reloadPage();
      return;
    }
    clearResult();
  };

  const shown = (field: keyof AppointmentFormValues) =>
    touchedFields[field] || isSubmitted ? errors[field]?.message : undefined;

  const options = treatmentOptions(tariffs, treatment);
  const fieldId = (field: string) => `${id}-${field}`;

  return (
    <>
      <form
        className="site-form request-form"
        noValidate
        aria-busy={sending}
        onSubmit={handleSubmit(submit, touchEverything)}
      >
        <RequiredNote />
        <div className="form-grid">
          <FormField id={fieldId('treatment')} label="Treatment" error={shown('treatmentId')}>
            {(controlProps) => (
              <Controller
                control={control}
                name="treatmentId"
                render={({ field }) => (
                  <select
                    {...controlProps}
                    ref={field.ref}
                    name={field.name}
                    value={field.value}
                    onChange={field.onChange}
                    onBlur={field.onBlur}
                    disabled={treatmentLocked || sending}
                    className="form-control"
                  >
                    <option value="" disabled>
                      Select a treatment
                    </option>
                    {options.map((option) => (
                      <option key={option.value} value={option.value}>
                        {option.label}
                      </option>
                    ))}
                  </select>
                )}
              />
            )}
          </FormField>
          <FormField id={fieldId('date')} label="Appointment date" error={shown('appointmentDate')}>
            {(controlProps) => (
              <input
                {...controlProps}
                {...register('appointmentDate')}
                type="date"
                min={today}
                className="form-control"
              />
            )}
          </FormField>
          <FormField id={fieldId('name')} label="Full name" error={shown('fullName')}>
            {(controlProps) => (
              <input
                {...controlProps}
                {...register('fullName')}
                type="text"
                autoComplete="name"
                className="form-control"
              />
            )}
          </FormField>
          <FormField id={fieldId('phone')} label="Phone" error={shown('phoneNo')}>
            {(controlProps) => (
              <Controller
                control={control}
                name="phoneNo"
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
          <FormField id={fieldId('email')} label="Email" error={shown('emailId')}>
            {(controlProps) => (
              <input
                {...controlProps}
                {...register('emailId')}
                type="email"
                autoComplete="email"
                className="form-control"
              />
            )}
          </FormField>
          <FormField id={fieldId('subject')} label="Subject" error={shown('subject')}>
            {(controlProps) => (
              <input
                {...controlProps}
                {...register('subject')}
                type="text"
                className="form-control"
              />
            )}
          </FormField>
          <FormField id={fieldId('message')} label="Message" error={shown('remark')} wide>
            {(controlProps) => (
              <textarea
                {...controlProps}
                {...register('remark')}
                rows={5}
                className="form-control"
              />
            )}
          </FormField>
        </div>
        <Honeypot id={fieldId('website')} registration={register('website')} />
        <div className="form-actions">
          <SubmitButton sending={sending} disabled={!isValid} sendingLabel="Sending...">
            {submitLabel}
          </SubmitButton>
          <button type="button" className="btn btn--text" onClick={clearForm} disabled={sending}>
            Clear Form
          </button>
        </div>
      </form>
      <ResultDialog result={result} onClose={closeResult} />
    </>
  );
}

interface TreatmentOption {
  value: string;
  label: string;
}

/** "General request" (0), the tariff list's services, and the preselected one if it is not listed. */
function treatmentOptions(
  tariffs: { treatmentId: number; treatmentName: string }[],
  treatment: PreselectedTreatment | null,
): TreatmentOption[] {
  const options: TreatmentOption[] = [{ value: '0', label: 'General request' }];
  const seen = new Set<number>([0]);
  for (const tariff of tariffs) {
    if (seen.has(tariff.treatmentId)) continue;
    seen.add(tariff.treatmentId);
    options.push({ value: String(tariff.treatmentId), label: tariff.treatmentName });
  }
  if (treatment && !seen.has(treatment.treatmentId)) {
    options.push({ value: String(treatment.treatmentId), label: treatment.treatmentName });
  }
  return options;
}
