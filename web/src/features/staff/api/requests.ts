import { staffGet, staffPost, staffUrl } from './client';
import type { Latest, RequestDetail, RequestFilters, RequestPage, Status } from './types';

export function fetchRequests(filters: RequestFilters): Promise<RequestPage> {
  const { status, kind, q, page } = filters;
  return staffGet<RequestPage>('requests', { status, kind, q, page });
}

/** Marks the inbox's poll: a poll is not use, so a tab left open still goes idle. */
export const POLL_HEADER = 'X-Staff-Poll';

/** The newest reference and how many are new: no patient data, polled by the inbox. */
export function fetchLatest(): Promise<Latest> {
  return staffGet<Latest>('requests/latest', undefined, { headers: { [POLL_HEADER]: '1' } });
}

/** The CSV of the filtered list (every page), for a plain download link. */
export function exportUrl(filters: Omit<RequestFilters, 'page'>): string {
  const { status, kind, q } = filters;
  return staffUrl('requests/export.csv', { status, kind, q });
}

export function fetchRequest(reference: string): Promise<RequestDetail> {
  return staffGet<RequestDetail>(`requests/${encodeURIComponent(reference)}`);
}

/** `bookedFor`: "YYYY-MM-DDTHH:MM" in the clinic's time, for `booked` only. */
export function moveRequest(
  reference: string,
  status: Status,
  bookedFor?: string,
): Promise<RequestDetail> {
  const body = bookedFor ? { status, bookedFor } : { status };
  return staffPost<RequestDetail>(`requests/${encodeURIComponent(reference)}/status`, body);
}

export function addNote(reference: string, text: string): Promise<RequestDetail> {
  return staffPost<RequestDetail>(`requests/${encodeURIComponent(reference)}/notes`, { text });
}
