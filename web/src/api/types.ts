/** Shapes of the API's answers and requests (docs/api.md; field names as the API spells them). */

export interface Envelope<T> {
  success: boolean;
  data: T | null;
}

export type TreatmentFlag = 'W' | 'H';

export interface Treatment {
  treatmentID: number;
  treatmentId: number;
  treatmentName: string;
  slug: string;
  /** W = What We Treat, H = How We Treat. */
  flag: TreatmentFlag | string;
  /** 1 = physical therapy, 2 = massage and wellness. */
  treatmentTypeID: number;
  filePath: string | null;
  pagetitle: string | null;
  /** Meta description (the API's spelling). */
  treatementHeader: string | null;
  keyword: string | null;
  ckEditorHtml: string | null;
}

export interface Blog {
  commentID: number;
  slug: string;
  /** May hold inline HTML. */
  title: string;
  blogImage: string | null;
  fileName: string | null;
  /** yyyy-mm-dd */
  blogDate: string;
  header: string | null;
  /** The summary shown on cards. */
  comment: string | null;
  keywords: string | null;
  /** The HTML body; null in lists. */
  response: string | null;
}

export interface Video {
  videoId: number;
  videoLink: string;
  videoHeader: string | null;
}

export interface Tariff {
  tariffID: number;
  treatmentId: number;
  treatmentName: string;
  treatmentPeriod: string | null;
  charges: number | null;
}

export type TreatmentTypeName = 'Physical Therapy' | 'Massage Therapy';

export interface Timing {
  timeId: number;
  treatmentTypeName: TreatmentTypeName | string;
  /** Comma-separated day abbreviations, e.g. "Mon,Tue,Wed,Thu,Fri". */
  days: string;
  /** HH:MM, 24-hour. */
  startTime: string;
  endTime: string;
}

export interface WellnessService {
  treatmentId: number;
  tariffID: number;
  treatmentName: string;
  slug: string;
  treatmentPeriod: string | null;
  charges: number | null;
  filePath: string | null;
  ckEditorHtml: string | null;
}

export interface AppointmentRequestPayload {
  appointmentRequestId: 0;
  tariffId: number;
  /** 0 = a general request with no preselected service. */
  treatmentId: number;
  treatmentName: string;
  /** yyyy-mm-dd */
  appointmentDate: string;
  fullName: string;
  phoneNo: string;
  emailId: string;
  subject: string;
  /** The message body. */
  remark: string;
  isActive: true;
  createdBy: 0;
  /** Honeypot; always empty when a person fills the form. */
  website: string;
  /** The proof of work: a solved challenge of Security/GetChallenge (none if it could not be made). */
  altcha?: string;
}

export interface AppointmentRequestAnswer {
  message?: string;
}

export interface EnquiryPayload {
  firstName: string;
  phoneNo: string;
  /** The enquirer's own address. */
  toEmail: string;
  subject: string;
  /** The message, plain text. */
  htmlContent: string;
  /** Honeypot; always empty when a person fills the form. */
  website: string;
  /** The proof of work: a solved challenge of Security/GetChallenge (none if it could not be made). */
  altcha?: string;
}

/** Security/GetChallenge: a signed proof-of-work challenge (ALTCHA v2, docs/api.md). */
export interface ProofOfWorkChallenge {
  parameters: {
    algorithm: string;
    nonce: string;
    salt: string;
    cost: number;
    keyLength: number;
    keyPrefix: string;
    keySignature?: string;
    /** Unix time, seconds. */
    expiresAt?: number;
  };
  signature: string;
}

/** The JSON body of an error answer (422, 403, 413, 429). */
export interface ApiErrorBody {
  message?: string;
  errors?: Record<string, string>;
  retryAfter?: number;
  /** Why a write was refused before it was read: "csrf" for an expired or missing token. */
  reason?: string;
}
