/**
 * The API's answers and requests by the names the app uses. Each is a schema of the API's own
 * OpenAPI document, generated into `schema.gen.ts` by `npm run api-types` (never edit that file:
 * `tests/api/test_wire_types.py` fails when it is not what the API serves).
 */
import type { components } from './schema.gen';

type Schemas = components['schemas'];

export type Treatment = Schemas['TreatmentOut'];
export type Blog = Schemas['BlogOut'];
export type Video = Schemas['VideoOut'];
export type Tariff = Schemas['TariffOut'];
export type Timing = Schemas['TimingOut'];
export type WellnessService = Schemas['WellnessServiceOut'];

/** The content answers' envelopes, one schema per content in the document. */
export type TreatmentListAnswer = Schemas['Envelope_list_TreatmentOut__'];
export type TreatmentAnswer = Schemas['Envelope_TreatmentOut_'];
export type BlogListAnswer = Schemas['Envelope_list_BlogOut__'];
export type BlogAnswer = Schemas['Envelope_BlogOut_'];
export type VideoListAnswer = Schemas['Envelope_list_VideoOut__'];
export type TariffListAnswer = Schemas['Envelope_list_TariffOut__'];
export type TimingListAnswer = Schemas['Envelope_list_TimingOut__'];

/**
 * Any of those envelopes, for code that reads one whatever it holds (`useDetailBySlug`); each
 * generated envelope above is checked against it where it is passed as one.
 */
export interface Envelope<T> {
  success: boolean;
  data?: T | null;
}

/**
 * The flags the site routes a treatment by: W = What We Treat, H = How We Treat. The document
 * types a treatment's `flag` as any string or null, so code checks for these two first.
 */
export type TreatmentFlag = 'W' | 'H';

export type AppointmentRequestPayload = Schemas['AppointmentRequestIn'];
export type AppointmentRequestAnswer = Schemas['Message'];
export type EnquiryPayload = Schemas['EnquiryIn'];
/** Security/GetChallenge: a signed proof-of-work challenge (ALTCHA v2, docs/api.md). */
export type ProofOfWorkChallenge = Schemas['Challenge'];

/**
 * The JSON body of an error answer, as read before it is checked: the document's Refusal (every
 * 422), and what the 403 and 429 refusals, made before any route runs, add to it: `reason`
 * ("csrf" for an expired or missing token) and `retryAfter` (seconds).
 */
export type ApiErrorBody = Partial<Schemas['Refusal']> & { reason?: string; retryAfter?: number };
