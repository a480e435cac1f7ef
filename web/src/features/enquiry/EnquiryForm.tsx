import { t } from '@lingui/core/macro';
import { Send } from 'lucide-react';
import { sendEmail } from '@/api/enquiry';
import { getChallenge } from '@/api/security';
import { PhoneField, SiteForm, SubmitButton, TextAreaField, TextField } from '@/components/form';
import {
  clinicToday,
  enquiryRules,
  resultText,
  rulesResolver,
  useFormSubmission,
  type FieldRule,
} from '@/lib/forms';
import { emptyEnquiry, enquiryPayload, type EnquiryFormValues } from './enquiry-payload';

const resolver = rulesResolver<EnquiryFormValues>(enquiryRules, clinicToday);

/** The longest input a field takes (its input's maxLength), from the field's rule. */
function inputMax(field: keyof EnquiryFormValues): number | undefined {
  const rule: FieldRule | undefined = enquiryRules[field];
  return rule?.maxLength;
}

/**
 * The Contact Us enquiry form: full name, email, phone, subject and message, sent to
 * Communication/SendEmail with one Idempotency-Key per display.
 */
export function EnquiryForm() {
  const form = useFormSubmission<EnquiryFormValues>({
    resolver,
    emptyValues: emptyEnquiry,
    send: (values, idempotencyKey, altcha) =>
      sendEmail({ ...enquiryPayload(values), altcha }, idempotencyKey),
    fetchChallenge: getChallenge,
    successFallback: resultText.enquirySent,
    failureFallback: resultText.enquiryFailed,
  });
  const { field } = form;

  return (
    <SiteForm
      className="enquiry-form"
      form={form}
      actions={
        <SubmitButton
          sending={form.sending}
          disabled={!form.isValid}
          sendingLabel={t`Sending`}
          spinner
        >
          <Send aria-hidden="true" size={18} />
          {t`Send Message`}
        </SubmitButton>
      }
    >
      <TextField
        {...field('firstName', 'name')}
        label={t`Full name`}
        type="text"
        autoComplete="name"
        maxLength={inputMax('firstName')}
      />
      <TextField
        {...field('toEmail', 'email')}
        label={t`Email`}
        type="email"
        autoComplete="email"
        maxLength={inputMax('toEmail')}
      />
      <PhoneField {...field('phoneNo', 'phone')} label={t`Phone`} maxLength={inputMax('phoneNo')} />
      <TextField
        {...field('subject', 'subject')}
        label={t`Subject`}
        type="text"
        maxLength={inputMax('subject')}
      />
      <TextAreaField
        {...field('htmlContent', 'message')}
        label={t`Message`}
        rows={6}
        maxLength={inputMax('htmlContent')}
        wide
      />
    </SiteForm>
  );
}
