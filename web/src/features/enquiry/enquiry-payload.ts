import type { EnquiryPayload } from '@/api/types';

/** The values of the Contact Us form (the enquiry payload's fields). */
export interface EnquiryFormValues {
  firstName: string;
  toEmail: string;
  phoneNo: string;
  subject: string;
  htmlContent: string;
  /** The honeypot. */
  website: string;
}

export const emptyEnquiry: EnquiryFormValues = {
  firstName: '',
  toEmail: '',
  phoneNo: '',
  subject: '',
  htmlContent: '',
  website: '',
};

/** The request body of Communication/SendEmail (docs/api.md). */
export function enquiryPayload(values: EnquiryFormValues): EnquiryPayload {
  return {
    firstName: values.firstName.trim(),
    phoneNo: values.phoneNo.trim(),
    toEmail: values.toEmail.trim(),
    subject: values.subject.trim(),
    htmlContent: values.htmlContent.trim(),
    website: values.website,
  };
}
