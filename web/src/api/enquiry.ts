import { client } from './client';
import type { EnquiryPayload } from './types';

/** POST Communication/SendEmail: sends a contact enquiry; the answer is a plain-text message. */
export async function sendEmail(payload: EnquiryPayload, idempotencyKey?: string): Promise<string> {
  const response = await (
    await client()
  ).post<string>('Communication/SendEmail', payload, {
    responseType: 'text',
    headers: idempotencyKey ? { 'Idempotency-Key': idempotencyKey } : undefined,
  });
  return typeof response.data === 'string' ? response.data : '';
}
