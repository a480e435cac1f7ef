import { useCallback, useId } from 'react';
import { Send } from 'lucide-react';
import { Controller, useForm, type Path } from 'react-hook-form';
import { sendEmail } from '@/api/enquiry';
import {
  FormField,
  Honeypot,
  PhoneInput,
  RequiredNote,
  ResultDialog,
  SubmitButton,
  enquiryRules,
  clinicToday,
  reloadPage,
  resultText,
  rulesResolver,
  useIdempotencyKey,
  useSubmission,
  type FieldRule,
} from '@/features/appointment-request/form-kit';
import { emptyEnquiry, enquiryPayload, type EnquiryFormValues } from './enquiry-payload';

const resolver = rulesResolver<EnquiryFormValues>(enquiryRules, clinicToday);
const FIELDS = Object.keys(emptyEnquiry) as Path<EnquiryFormValues>[];

/** The longest input a field takes, from its rule ("input max" in the specification). */
function inputMax(field: keyof EnquiryFormValues): number | undefined {
  const rule: FieldRule | undefined = enquiryRules[field];
  return rule?.maxLength;
}

/**
 * The Contact Us enquiry form: full name, email, phone, subject and message, sent to
 * Communication/SendEmail with one Idempotency-Key per display.
 */
export function EnquiryForm() {
  const id = useId();
  const idempotencyKey = useIdempotencyKey();
  const {
    control,
    register,
    handleSubmit,
    reset,
    setError,
    setValue,
    getValues,
    formState: { errors, touchedFields, isSubmitted, isValid },
  } = useForm<EnquiryFormValues>({
    mode: 'onTouched',
    reValidateMode: 'onChange',
    defaultValues: emptyEnquiry,
    resolver,
  });

  const onFieldErrors = useCallback(
    (fieldErrors: Record<string, string>) => {
      for (const [field, message] of Object.entries(fieldErrors)) {
        if (FIELDS.includes(field as Path<EnquiryFormValues>)) {
          setError(field as Path<EnquiryFormValues>, { type: 'server', message });
        }
      }
    },
    [setError],
  );

  const send = useCallback(
    (values: EnquiryFormValues) => sendEmail(enquiryPayload(values), idempotencyKey),
    [idempotencyKey],
  );

  const { sending, result, submit, clearResult } = useSubmission({
    send,
    successFallback: resultText.enquirySent,
    failureFallback: resultText.enquiryFailed,
    onFieldErrors,
  });

  const touchEverything = () => {
    for (const field of FIELDS) setValue(field, getValues(field), { shouldTouch: true });
  };

  const closeResult = () => {
    const succeeded = result?.kind === 'success';
    clearResult();
    if (succeeded) {
      reset(emptyEnquiry);
      reloadPage();
    }
  };

  const shown = (field: keyof EnquiryFormValues) =>
    touchedFields[field] || isSubmitted ? errors[field]?.message : undefined;
  const fieldId = (field: string) => `${id}-${field}`;

  return (
    <>
      <form
        className="site-form enquiry-form"
        noValidate
        aria-busy={sending}
        onSubmit={handleSubmit(submit, touchEverything)}
      >
        <RequiredNote />
        <div className="form-grid">
          <FormField id={fieldId('name')} label="Full name" error={shown('firstName')}>
            {(controlProps) => (
              <input
                {...controlProps}
                {...register('firstName')}
                type="text"
                autoComplete="name"
                maxLength={inputMax('firstName')}
                className="form-control"
              />
            )}
          </FormField>
          <FormField id={fieldId('email')} label="Email" error={shown('toEmail')}>
            {(controlProps) => (
              <input
                {...controlProps}
                {...register('toEmail')}
                type="email"
                autoComplete="email"
                maxLength={inputMax('toEmail')}
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
                    maxLength={inputMax('phoneNo')}
                    className="form-control"
                  />
                )}
              />
            )}
          </FormField>
          <FormField id={fieldId('subject')} label="Subject" error={shown('subject')}>
            {(controlProps) => (
              <input
                {...controlProps}
                {...register('subject')}
                type="text"
                maxLength={inputMax('subject')}
                className="form-control"
              />
            )}
          </FormField>
          <FormField id={fieldId('message')} label="Message" error={shown('htmlContent')} wide>
            {(controlProps) => (
              <textarea
                {...controlProps}
                {...register('htmlContent')}
                rows={6}
                maxLength={inputMax('htmlContent')}
                className="form-control"
              />
            )}
          </FormField>
        </div>
        <Honeypot id={fieldId('website')} registration={register('website')} />
        <div className="form-actions">
          <SubmitButton sending={sending} disabled={!isValid} sendingLabel="Sending" spinner>
            <Send aria-hidden="true" size={18} />
            Send Message
          </SubmitButton>
        </div>
      </form>
      <ResultDialog result={result} onClose={closeResult} />
    </>
  );
}
