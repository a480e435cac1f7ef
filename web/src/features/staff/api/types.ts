/** Shapes of the console's API (docs/console.md; field names as the API spells them). */
import type {
  AuthenticationResponseJSON,
  PublicKeyCredentialCreationOptionsJSON,
  PublicKeyCredentialRequestOptionsJSON,
  RegistrationResponseJSON,
} from '@simplewebauthn/browser';

export type Role = 'admin' | 'frontdesk';

/** The signed-in staff member. */
export interface Me {
  name: string;
  email: string;
  role: Role;
  /** ISO date-time: the session's absolute end. */
  sessionExpiresAt: string;
  /** How long the session may go unused. */
  idleSeconds: number;
}

/** A server-side ceremony: its id and the options for the browser's WebAuthn call. */
export interface Ceremony<Options> {
  ceremony: string;
  options: Options;
}
export type SignInCeremony = Ceremony<PublicKeyCredentialRequestOptionsJSON>;
export type RegistrationCeremony = Ceremony<PublicKeyCredentialCreationOptionsJSON>;
export type { AuthenticationResponseJSON, RegistrationResponseJSON };

export interface Invitation {
  name: string;
  email: string;
  expiresAt: string;
}

export interface Passkey {
  id: number;
  name: string;
  createdAt: string;
  lastUsedAt: string | null;
}

export type Status = 'new' | 'called_back' | 'booked' | 'closed' | 'cancelled' | 'spam';
export type Kind = 'appointment' | 'enquiry';

/** One row of the inbox. */
export interface RequestSummary {
  reference: string;
  kind: Kind;
  receivedAt: string;
  fullName: string;
  treatment: string;
  /** yyyy-mm-dd */
  requestedDate: string | null;
  status: Status;
  bookedFor: string | null;
}

export interface RequestPage {
  items: RequestSummary[];
  total: number;
  page: number;
  pageSize: number;
  counts: { new: number };
}

export interface Latest {
  newest: string | null;
  newCount: number;
}

export type EmailStatus = 'sent' | 'waiting' | 'held' | 'failed' | 'cancelled';

export interface EmailState {
  kind: string;
  to: 'patient' | 'clinic';
  status: EmailStatus;
  attempts: number;
  lastError: string | null;
  sentAt: string | null;
}

export interface HistoryEntry {
  from: Status | '';
  to: Status;
  bookedFor: string | null;
  /** Who moved it: a staff member, or "patient" for the patient's own cancel. */
  by: string;
  at: string;
}

export interface Note {
  author: string;
  at: string;
  text: string;
}

export interface AuditRow {
  id: number;
  at: string;
  action: string;
  outcome: string;
  actor: string;
  address: string;
  /** The request the row is about; empty for a row about no request (a sign-in). */
  reference: string | null;
  detail: string;
}

/** One request, whole. */
export interface RequestDetail extends RequestSummary {
  phone: string;
  email: string;
  subject: string;
  message: string;
  /** The language of the page it was sent from, which the patient's emails follow. */
  language?: 'en' | 'es';
  /** An older spelling of `requestedDate`; not every server sends it. */
  appointmentDate?: string | null;
  treatmentId: number | null;
  moves: Status[];
  emails: EmailState[];
  history: HistoryEntry[];
  notes: Note[];
  /** Only for admins. */
  audit?: AuditRow[];
}

export interface RequestFilters {
  status: Status | '';
  kind: Kind | '';
  q: string;
  page: number;
}

export interface AuditPage {
  items: AuditRow[];
  total: number;
  page: number;
  pageSize: number;
}

export interface AuditFilters {
  request: string;
  staff: string;
  page: number;
}

export interface TeamMember {
  id: number;
  name: string;
  email: string;
  role: Role;
  createdAt: string;
  revokedAt: string | null;
  passkeys: number;
  invitationPending: boolean;
}

export interface NewInvitation {
  email: string;
  name: string;
  role: Role;
}
