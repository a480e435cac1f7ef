import { Link } from 'react-router-dom';
import type { AuditRow } from '@/features/staff/api/types';
import { clinicDateTime } from '@/features/staff/format/time';
import { staffPaths } from '@/features/staff/paths';
import './AuditTable.css';

/** Rows of the audit trail, newest first: who did what to which request, from where. */
export function AuditTable({
  rows,
  caption,
  showReference = true,
}: {
  rows: AuditRow[];
  caption: string;
  showReference?: boolean;
}) {
  return (
    <div className="staff-table-wrap">
      <table className="staff-table staff-table--cards audit-table">
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">When</th>
            <th scope="col">Action</th>
            <th scope="col">Outcome</th>
            <th scope="col">Who</th>
            <th scope="col">Address</th>
            {showReference ? <th scope="col">Request</th> : null}
            <th scope="col">Detail</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.id}>
              <td data-label="When">
                <time dateTime={row.at}>{clinicDateTime(row.at)}</time>
              </td>
              <td data-label="Action">{row.action.replace(/_/g, ' ')}</td>
              <td data-label="Outcome">{row.outcome}</td>
              <td data-label="Who" className="audit-table__wrap">
                {row.actor}
              </td>
              <td data-label="Address">{row.address}</td>
              {showReference ? (
                <td data-label="Request">
                  <References text={row.reference} />
                </td>
              ) : null}
              <td data-label="Detail" className="audit-table__wrap">
                {row.detail}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** How many of a row's requests are links; a page of the list names up to 50. */
const SHOWN_REFERENCES = 3;

/** The request or requests a row is about ("R-0003,R-0002" for a page of the list), as links. */
function References({ text }: { text: string | null }) {
  const references = (text ?? '')
    .split(',')
    .map((reference) => reference.trim())
    .filter(Boolean);
  const more = references.length - SHOWN_REFERENCES;
  return (
    <span className="audit-table__references">
      {references.slice(0, SHOWN_REFERENCES).map((reference) => (
        <Link key={reference} to={staffPaths.request(reference)}>
          {reference}
        </Link>
      ))}
      {more > 0 ? <span className="staff-muted">and {more} more</span> : null}
    </span>
  );
}
