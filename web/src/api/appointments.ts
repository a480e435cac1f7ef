import { client } from './client';
import type { AppointmentRequestAnswer, AppointmentRequestPayload } from './types';

/** POST Treatment/InsertUpdateOnlineAppointmentRequest: stores a new appointment request. */
export async function insertUpdateOnlineAppointmentRequest(
  payload: AppointmentRequestPayload,
  idempotencyKey?: string,
): Promise<AppointmentRequestAnswer> {
  const response = await (
    await client()
  ).post<AppointmentRequestAnswer>(
    'Treatment/InsertUpdateOnlineAppointmentRequest',
    payload,
    idempotencyKey ? { headers: { 'Idempotency-Key': idempotencyKey } } : undefined,
  );
  return response.data ?? {};
}
