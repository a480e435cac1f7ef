import axios from 'axios';
import { api, errorBody } from '@/lib/api';

/** Where a request has got to (api/follow_up/statuses.py; spam is never shown to a patient). */
export type PatientStatus = 'new' | 'called_back' | 'booked' | 'closed' | 'cancelled';

/** What the status page shows: the reference and the status, never anything the patient typed. */
export interface PatientView {
  reference: string;
  kind: 'appointment' | 'enquiry';
  status: PatientStatus;
  /** The status in plain words: "Booked: Tuesday, March 3 at 10:30 AM". */
  words: string;
  /** ISO date-time of a booked visit; null otherwise. */
  bookedFor: string | null;
  mayCancel: boolean;
  /** For a booked visit, whether its reminder email will come; null otherwise. */
  reminders: boolean | null;
}

/**
 * The request's reference and its key, from the link in the patient's email. The key goes in
 * the body of these calls and nowhere else: no URL, no header, no storage.
 */
export interface StatusKey {
  reference: string;
  key: string;
}

/** POST /api/requests/status: 404 for an unknown reference or a wrong key alike. */
export async function fetchStatus({ reference, key }: StatusKey): Promise<PatientView> {
  const { data } = await api.post<PatientView>('requests/status', { reference, key });
  return data;
}

/** POST /api/requests/cancel: 409 with the server's words once it is closed or cancelled. */
export async function cancelRequest({ reference, key }: StatusKey): Promise<PatientView> {
  const { data } = await api.post<PatientView>('requests/cancel', { reference, key });
  return data;
}

/** POST /api/requests/reminders: the day-before reminder of a booked visit, on or off. */
export async function chooseReminders(
  { reference, key }: StatusKey,
  on: boolean,
): Promise<PatientView> {
  const { data } = await api.post<PatientView>('requests/reminders', { reference, key, on });
  return data;
}

/** The HTTP status of a failed call, or undefined when no answer came. */
export function statusOf(error: unknown): number | undefined {
  return axios.isAxiosError(error) ? error.response?.status : undefined;
}

/** The server's own message of a refusal, if it sent one. */
export function serverMessage(error: unknown): string | undefined {
  if (!axios.isAxiosError(error) || !error.response) return undefined;
  const message = errorBody(error.response.data).message;
  return typeof message === 'string' && message.trim() ? message : undefined;
}
