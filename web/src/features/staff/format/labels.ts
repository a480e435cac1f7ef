import type { EmailState, Kind, Status } from '@/features/staff/api/types';

/** The statuses in the order of work, with their labels (api/follow_up/statuses.py). */
export const STATUS_LABELS: Record<Status, string> = {
  new: 'New',
  called_back: 'Called back',
  booked: 'Booked',
  closed: 'Closed',
  cancelled: 'Cancelled',
  spam: 'Spam',
};

export const STATUSES = Object.keys(STATUS_LABELS) as Status[];

export function statusLabel(status: string): string {
  return STATUS_LABELS[status as Status] ?? status;
}

/** The author of a move the patient made from their status page, as the server names it. */
export const PATIENT_AUTHOR = 'patient';

/** Who made a move, in words: a staff member as the server names them, or "the patient". */
export function authorLabel(by: string): string {
  return by === PATIENT_AUTHOR ? 'the patient' : by;
}

export const KIND_LABELS: Record<Kind, string> = {
  appointment: 'Appointment',
  enquiry: 'Enquiry',
};

export function kindLabel(kind: string): string {
  return KIND_LABELS[kind as Kind] ?? kind;
}

/** What a move's button says, from where the request stands. */
export function moveLabel(from: Status, to: Status): string {
  if (to === 'booked' && from === 'booked') return 'Book another time';
  if (to === 'new') return 'Not spam: back to New';
  if (to === 'spam') return 'Mark as spam';
  if (to === 'booked') return 'Booked…';
  return STATUS_LABELS[to];
}

const EMAIL_STATUS: Record<string, string> = {
  sent: 'Sent',
  waiting: 'Waiting to be sent',
  held: 'Held, will try again',
  failed: 'Failed',
  cancelled: 'Cancelled',
};

export function emailStatusLabel(email: EmailState): string {
  return EMAIL_STATUS[email.status] ?? email.status;
}

/** "To the patient" / "To the clinic", with the email's kind in words. */
export function emailTitle(email: EmailState): string {
  const kind = email.kind.replace(/_/g, ' ');
  const to = email.to === 'patient' ? 'To the patient' : 'To the clinic';
  return kind ? `${to} (${kind})` : to;
}
