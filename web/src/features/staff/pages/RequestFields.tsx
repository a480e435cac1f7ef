import { Mail, Phone } from 'lucide-react';
import type { RequestDetail } from '@/features/staff/api/types';
import { CopyButton } from '@/features/staff/components/CopyButton';
import { kindLabel } from '@/features/staff/format/labels';
import { calendarDate, clinicDateTime } from '@/features/staff/format/time';
import { telHref } from '@/lib/phone';
import './RequestFields.css';

/** The language of the page a request came from (the patient's emails are in it). */
const LANGUAGE_NAMES = { en: 'English', es: 'Spanish' } as const;

/** Everything the patient sent, as they sent it (text shown as text, never as HTML). */
export function RequestFields({ detail }: { detail: RequestDetail }) {
  const requested = detail.requestedDate ?? detail.appointmentDate;
  return (
    <section className="staff-section request-fields" aria-labelledby="request-fields-title">
      <h2 id="request-fields-title">What {detail.fullName} sent</h2>
      <dl className="request-fields__list">
        <div>
          <dt>Name</dt>
          <dd>{detail.fullName}</dd>
        </div>
        <div>
          <dt>Phone</dt>
          <dd>
            <span className="request-fields__phone">{detail.phone}</span>
            {detail.phone ? (
              <span className="staff-actions request-fields__phone-actions">
                <a href={telHref(detail.phone)} className="btn btn--primary btn--small">
                  <Phone aria-hidden="true" size={18} />
                  Call
                </a>
                <CopyButton text={detail.phone} label="Copy phone" />
              </span>
            ) : null}
          </dd>
        </div>
        <div>
          <dt>Email</dt>
          <dd>
            {detail.email ? (
              <a href={`mailto:${detail.email}`} className="request-fields__email">
                <Mail aria-hidden="true" size={16} />
                {detail.email}
              </a>
            ) : (
              <NotGiven />
            )}
          </dd>
        </div>
        <div>
          <dt>Language</dt>
          <dd>{LANGUAGE_NAMES[detail.language ?? 'en']}</dd>
        </div>
        <div>
          <dt>Kind</dt>
          <dd>{kindLabel(detail.kind)}</dd>
        </div>
        <div>
          <dt>Treatment</dt>
          <dd>{detail.treatment || <NotGiven />}</dd>
        </div>
        <div>
          <dt>Requested date</dt>
          <dd>{requested ? calendarDate(requested) : <NotGiven />}</dd>
        </div>
        <div>
          <dt>Received</dt>
          <dd>
            <time dateTime={detail.receivedAt}>{clinicDateTime(detail.receivedAt)}</time>
          </dd>
        </div>
        <div className="request-fields__wide">
          <dt>Subject</dt>
          <dd>{detail.subject || <NotGiven />}</dd>
        </div>
        <div className="request-fields__wide">
          <dt>Message</dt>
          <dd className="request-fields__message">{detail.message || <NotGiven />}</dd>
        </div>
      </dl>
    </section>
  );
}

function NotGiven() {
  return <span className="staff-muted">Not given</span>;
}
