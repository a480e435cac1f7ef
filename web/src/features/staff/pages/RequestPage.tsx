import { Link, useParams } from 'react-router-dom';
import { ChevronLeft } from 'lucide-react';
import { failureMessage, statusOf } from '@/features/staff/api/errors';
import { fetchRequest } from '@/features/staff/api/requests';
import { AuditTable } from '@/features/staff/components/AuditTable';
import { Loading } from '@/features/staff/components/Loading';
import { Notice } from '@/features/staff/components/Notice';
import { PageHeading } from '@/features/staff/components/PageHeading';
import { StatusBadge } from '@/features/staff/components/StatusBadge';
import { kindLabel } from '@/features/staff/format/labels';
import { useDocumentTitle } from '@/features/staff/hooks/use-document-title';
import { useResource } from '@/features/staff/hooks/use-resource';
import { staffPaths } from '@/features/staff/paths';
import { EmailStates } from './EmailStates';
import { NotesSection } from './NotesSection';
import { RequestFields } from './RequestFields';
import { StatusHistory } from './StatusHistory';
import { StatusPanel } from './StatusPanel';
import './RequestPage.css';

/** One request: what the patient sent, its status and moves, emails, notes and history. */
export function RequestPage() {
  const { reference = '' } = useParams();
  useDocumentTitle(reference);
  const request = useResource(`request:${reference}`, () => fetchRequest(reference));
  const detail = request.data;

  return (
    <div className="request-page">
      <Link to={staffPaths.requests} className="request-page__back">
        <ChevronLeft aria-hidden="true" size={18} />
        All requests
      </Link>
      <div className="request-page__top">
        <PageHeading>Request {reference}</PageHeading>
        {detail ? (
          <p className="request-page__kind">
            {kindLabel(detail.kind)} <StatusBadge status={detail.status} />
          </p>
        ) : null}
      </div>
      {request.loading ? (
        <Loading what="Loading the request…" />
      ) : !detail ? (
        <Notice tone="error">
          {statusOf(request.error) === 404
            ? `There is no request ${reference}.`
            : failureMessage(request.error)}
        </Notice>
      ) : (
        <div className="request-page__columns">
          {/* In the order of the work, as a phone shows it; side by side on a wide screen. */}
          <div className="request-page__fields">
            <RequestFields detail={detail} />
          </div>
          <div className="request-page__status">
            <StatusPanel detail={detail} onMoved={request.replace} onStale={request.reload} />
          </div>
          <div className="request-page__notes">
            <NotesSection detail={detail} onAdded={request.replace} />
          </div>
          <div className="request-page__records">
            <StatusHistory history={detail.history} />
            <EmailStates emails={detail.emails} />
          </div>
          {detail.audit ? (
            <section className="request-page__audit" aria-labelledby="request-audit-title">
              <h2 id="request-audit-title">Audit trail of this request</h2>
              {detail.audit.length === 0 ? (
                <p className="staff-muted">No rows.</p>
              ) : (
                <AuditTable
                  rows={detail.audit}
                  caption={`Who looked at or changed ${reference}`}
                  showReference={false}
                />
              )}
            </section>
          ) : null}
        </div>
      )}
    </div>
  );
}
