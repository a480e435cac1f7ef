import type { HistoryEntry } from '@/features/staff/api/types';
import { authorLabel, statusLabel } from '@/features/staff/format/labels';
import { clinicDateTime } from '@/features/staff/format/time';
import './StatusHistory.css';

/** Every move of the request, oldest first, with who made it and when. */
export function StatusHistory({ history }: { history: HistoryEntry[] }) {
  return (
    <section className="staff-section" aria-labelledby="history-title">
      <h2 id="history-title">History</h2>
      {history.length === 0 ? (
        <p className="staff-muted">Nobody has moved this request yet.</p>
      ) : (
        <ol className="status-history">
          {history.map((entry, index) => (
            <li key={`${entry.at}-${index}`}>
              <span className="status-history__move">
                {entry.from ? `${statusLabel(entry.from)} → ` : ''}
                {statusLabel(entry.to)}
                {entry.bookedFor ? `, for ${clinicDateTime(entry.bookedFor)}` : ''}
              </span>
              <span className="staff-muted">
                {authorLabel(entry.by)}, <time dateTime={entry.at}>{clinicDateTime(entry.at)}</time>
              </span>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
