import { useState, type FormEvent } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { fetchAudit } from '@/features/staff/api/admin';
import { failureMessage } from '@/features/staff/api/errors';
import type { AuditFilters } from '@/features/staff/api/types';
import { AuditTable } from '@/features/staff/components/AuditTable';
import { ConsolePager } from '@/features/staff/components/ConsolePager';
import { Loading } from '@/features/staff/components/Loading';
import { Notice } from '@/features/staff/components/Notice';
import { PageHeading } from '@/features/staff/components/PageHeading';
import { auditFiltersOf, searchOf } from '@/features/staff/format/filters';
import { useDocumentTitle } from '@/features/staff/hooks/use-document-title';
import { useResource } from '@/features/staff/hooks/use-resource';
import { staffPaths } from '@/features/staff/paths';
import './AuditPage.css';

/** The whole audit trail (admins only), newest first, by request and by staff member. */
export function AuditPage() {
  useDocumentTitle('Audit');
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const filters = auditFiltersOf(params);
  const key = searchOf({ ...filters });
  const audit = useResource(`audit${key}`, () => fetchAudit(filters));
  const hrefOf = (next: Partial<AuditFilters>) =>
    staffPaths.audit + searchOf({ ...filters, page: 1, ...next });
  const filtered = Boolean(filters.request || filters.staff);

  return (
    <div className="audit">
      <PageHeading>Audit trail</PageHeading>
      <AuditFilterForm
        key={key}
        filters={filters}
        onApply={(request, staff) => navigate(hrefOf({ request, staff }))}
      />
      {filtered ? (
        <p>
          <Link to={staffPaths.audit}>Show every row</Link>
        </p>
      ) : null}
      {audit.loading ? (
        <Loading what="Loading the audit trail…" />
      ) : !audit.data ? (
        <Notice tone="error">{failureMessage(audit.error)}</Notice>
      ) : audit.data.items.length === 0 ? (
        <p className="staff-muted">No rows{filtered ? ' match these filters' : ''}.</p>
      ) : (
        <>
          <AuditTable rows={audit.data.items} caption="Audit rows, newest first" />
          <ConsolePager
            page={audit.data.page}
            pageSize={audit.data.pageSize}
            total={audit.data.total}
            hrefOf={(page) => hrefOf({ page })}
            label="Pages of the audit trail"
          />
        </>
      )}
    </div>
  );
}

function AuditFilterForm({
  filters,
  onApply,
}: {
  filters: AuditFilters;
  onApply: (request: string, staff: string) => void;
}) {
  const [request, setRequest] = useState(filters.request);
  const [staff, setStaff] = useState(filters.staff);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onApply(request.trim(), staff.trim());
  };
  return (
    <form
      role="search"
      aria-label="Filter the audit trail"
      className="audit__filters"
      onSubmit={submit}
    >
      <div className="staff-field">
        <label className="staff-field__label" htmlFor="audit-request">
          Request reference
        </label>
        <input
          id="audit-request"
          className="staff-input"
          value={request}
          onChange={(event) => setRequest(event.target.value)}
          placeholder="R-1042"
        />
      </div>
      <div className="staff-field">
        <label className="staff-field__label" htmlFor="audit-staff">
          Staff email
        </label>
        <input
          id="audit-staff"
          className="staff-input"
          type="email"
          value={staff}
          onChange={(event) => setStaff(event.target.value)}
        />
      </div>
      <button type="submit" className="btn btn--primary btn--small">
        Filter
      </button>
    </form>
  );
}
