import { Link } from 'react-router-dom';
import type { RequestSummary } from '@/features/staff/api/types';
import { StatusBadge } from '@/features/staff/components/StatusBadge';
import { kindLabel } from '@/features/staff/format/labels';
import { ageOf, calendarDate, clinicDateTime } from '@/features/staff/format/time';
import { staffPaths } from '@/features/staff/paths';
import './RequestTable.css';

/**
 * The inbox's rows, newest first; a new request's row is bold with its "New" badge. Below
 * 700px each row is a card of labelled lines.
 */
export function RequestTable({
  items,
  now,
  caption,
}: {
  items: RequestSummary[];
  now: Date;
  caption: string;
}) {
  return (
    <div className="staff-table-wrap">
      <table className="staff-table staff-table--cards request-table">
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            <th scope="col">Reference</th>
            <th scope="col">Received</th>
            <th scope="col">Kind</th>
            <th scope="col">Name</th>
            <th scope="col">Treatment</th>
            <th scope="col">Requested date</th>
            <th scope="col">Status</th>
          </tr>
        </thead>
        <tbody>
          {items.map((item) => (
            <tr
              key={item.reference}
              className={item.status === 'new' ? 'request-table__row--new' : undefined}
            >
              <th scope="row" data-label="Reference">
                <Link to={staffPaths.request(item.reference)} className="request-table__link">
                  {item.reference}
                </Link>
              </th>
              <td data-label="Received">
                <span>
                  <time dateTime={item.receivedAt}>{clinicDateTime(item.receivedAt, now)}</time>
                  <span className="request-table__age"> · {ageOf(item.receivedAt, now)}</span>
                </span>
              </td>
              <td data-label="Kind">{kindLabel(item.kind)}</td>
              <td data-label="Name">{item.fullName}</td>
              <td data-label="Treatment">{item.treatment || <NotGiven />}</td>
              <td data-label="Requested date">
                {item.requestedDate ? calendarDate(item.requestedDate) : <NotGiven />}
              </td>
              <td data-label="Status">
                <span>
                  <StatusBadge status={item.status} />
                  {item.status === 'booked' && item.bookedFor ? (
                    <span className="request-table__booked">
                      {' '}
                      for {clinicDateTime(item.bookedFor, now)}
                    </span>
                  ) : null}
                </span>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function NotGiven() {
  return <span className="staff-muted">Not given</span>;
}
