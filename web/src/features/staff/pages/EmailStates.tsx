import type { EmailState } from '@/features/staff/api/types';
import { emailStatusLabel, emailTitle } from '@/features/staff/format/labels';
import { clinicDateTime } from '@/features/staff/format/time';
import './EmailStates.css';

/** The request's emails (to the patient, to the clinic) and how far each has got. */
export function EmailStates({ emails }: { emails: EmailState[] }) {
  return (
    <section className="staff-section" aria-labelledby="emails-title">
      <h2 id="emails-title">Emails</h2>
      {emails.length === 0 ? (
        <p className="staff-muted">No email goes out for this request.</p>
      ) : (
        <ul className="email-states">
          {emails.map((email, index) => (
            <li key={`${email.kind}-${email.to}-${index}`} className="email-states__item">
              <span className="email-states__title">{emailTitle(email)}</span>
              <span className={`email-states__status email-states__status--${email.status}`}>
                {emailStatusLabel(email)}
                {email.status === 'sent' && email.sentAt
                  ? `, ${clinicDateTime(email.sentAt)}`
                  : null}
              </span>
              {email.attempts > 1 || email.status !== 'sent' ? (
                <span className="staff-muted">
                  {email.attempts === 1 ? '1 attempt' : `${email.attempts} attempts`}
                </span>
              ) : null}
              {email.lastError && email.status !== 'sent' ? (
                <span className="email-states__error">Last error: {email.lastError}</span>
              ) : null}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
