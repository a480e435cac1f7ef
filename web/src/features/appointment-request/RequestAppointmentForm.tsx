import { t } from '@lingui/core/macro';
import { useState } from 'react';
import { insertUpdateOnlineAppointmentRequest } from '@/api/appointments';
import { getChallenge } from '@/api/security';
import {
  PhoneField,
  SelectField,
  SiteForm,
  SubmitButton,
  TextAreaField,
  TextField,
  type SelectOption,
} from '@/components/form';
import {
  appointmentRules,
  clinicToday,
  latestDay,
  resultText,
  rulesResolver,
  useFormSubmission,
} from '@/lib/forms';
import {
  appointmentPayload,
  clearedAppointmentValues,
  initialAppointmentValues,
  type AppointmentFormValues,
  type PreselectedTreatment,
} from './appointment-payload';
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

/**
 * The appointment request form: treatment, date, name, phone, email, subject and message, checked
 * by the rules of content/site/forms.json. One component for every modal and side panel that
 * asks for an appointment. Each display sends its submits with one
 * Idempotency-Key, so a doubled or retried submit is stored once.
 */
export function RequestAppointmentForm(props: RequestAppointmentFormProps) {
  // A different preselected service is a new display of the form: fresh values and key.
  return <AppointmentForm key={props.treatment?.treatmentId ?? 'general'} {...props} />;
}

function AppointmentForm({
  treatment = null,
  onSuccessClose,
  submitLabel = t`Send Request`,
}: RequestAppointmentFormProps) {
  const tariffs = useTariffs();
  const [today] = useState(clinicToday);
  // With or without a preselected service the treatment starts fixed; a reset frees it.
  const [treatmentLocked, setTreatmentLocked] = useState(true);

  const form = useFormSubmission<AppointmentFormValues>({
    resolver,
    initialValues: initialAppointmentValues(treatment),
    emptyValues: clearedAppointmentValues,
    send: async (values, idempotencyKey, altcha) => {
      const answer = await insertUpdateOnlineAppointmentRequest(
        { ...appointmentPayload(values, tariffs, treatment), altcha },
        idempotencyKey,
      );
      return answer.message;
    },
    fetchChallenge: getChallenge,
    successFallback: resultText.appointmentSent,
    failureFallback: resultText.appointmentFailed,
    onSuccessClose: () => {
      setTreatmentLocked(false);
      onSuccessClose?.();
    },
  });
  const { field, sending } = form;

  const clearForm = () => {
    form.clear();
    setTreatmentLocked(false);
  };

  return (
    <SiteForm
      className="request-form"
      form={form}
      actions={
        <>
          <SubmitButton sending={sending} disabled={!form.isValid} sendingLabel={t`Sending...`}>
            {submitLabel}
          </SubmitButton>
          <button type="button" className="btn btn--text" onClick={clearForm} disabled={sending}>
            {t`Clear Form`}
          </button>
        </>
      }
    >
      <SelectField
        {...field('treatmentId', 'treatment')}
        label={t`Treatment`}
        placeholder={t`Select a treatment`}
        options={treatmentOptions(tariffs, treatment)}
        disabled={treatmentLocked || sending}
      />
      <TextField
        {...field('appointmentDate', 'date')}
        label={t`Appointment date`}
        type="date"
        min={today}
        max={latestDay(today)}
      />
      <TextField
        {...field('fullName', 'name')}
        label={t`Full name`}
        type="text"
        autoComplete="name"
      />
      <PhoneField {...field('phoneNo', 'phone')} label={t`Phone`} />
      <TextField
        {...field('emailId', 'email')}
        label={t`Email`}
        type="email"
        autoComplete="email"
      />
      <TextField {...field('subject', 'subject')} label={t`Subject`} type="text" />
      <TextAreaField {...field('remark', 'message')} label={t`Message`} rows={5} wide />
    </SiteForm>
  );
}

/** "General request" (0), the tariff list's services, and the preselected one if it is not listed. */
function treatmentOptions(
  tariffs: { treatmentId: number; treatmentName: string }[],
  treatment: PreselectedTreatment | null,
): SelectOption[] {
  const options: SelectOption[] = [{ value: '0', label: t`General request` }];
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
