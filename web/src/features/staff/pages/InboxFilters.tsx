import { useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { Download, Search } from 'lucide-react';
import type { RequestFilters } from '@/features/staff/api/types';
import { STATUS_LABELS, STATUSES } from '@/features/staff/format/labels';
import './InboxFilters.css';

interface InboxFiltersProps {
  filters: RequestFilters;
  /** Moves to other filters (back to the first page). */
  onChange: (next: Partial<RequestFilters>) => void;
  /** The CSV of the filtered list. */
  exportHref: string;
  filtered: boolean;
  clearHref: string;
}

/** Status, kind and a search; each change goes into the address, so a filter can be shared. */
export function InboxFilters({
  filters,
  onChange,
  exportHref,
  filtered,
  clearHref,
}: InboxFiltersProps) {
  return (
    <div className="inbox-filters">
      <div role="group" aria-label="Filter requests" className="inbox-filters__form">
        <div className="staff-field">
          <label className="staff-field__label" htmlFor="inbox-status">
            Status
          </label>
          <select
            id="inbox-status"
            className="staff-input"
            value={filters.status}
            onChange={(event) =>
              onChange({ status: event.target.value as RequestFilters['status'] })
            }
          >
            <option value="">All but spam</option>
            {STATUSES.map((status) => (
              <option key={status} value={status}>
                {STATUS_LABELS[status]}
              </option>
            ))}
          </select>
        </div>
        <div className="staff-field">
          <label className="staff-field__label" htmlFor="inbox-kind">
            Kind
          </label>
          <select
            id="inbox-kind"
            className="staff-input"
            value={filters.kind}
            onChange={(event) => onChange({ kind: event.target.value as RequestFilters['kind'] })}
          >
            <option value="">All</option>
            <option value="appointment">Appointments</option>
            <option value="enquiry">Enquiries</option>
          </select>
        </div>
      </div>
      {/* Keyed by the address's search, so going back shows the search of that address. */}
      <SearchBox key={filters.q} q={filters.q} onSearch={(q) => onChange({ q })} />
      <div className="inbox-filters__actions">
        {filtered ? (
          <Link to={clearHref} className="btn btn--outline btn--small">
            Clear filters
          </Link>
        ) : null}
        <a href={exportHref} download className="btn btn--outline btn--small">
          <Download aria-hidden="true" size={18} />
          Export CSV
        </a>
      </div>
    </div>
  );
}

function SearchBox({ q, onSearch }: { q: string; onSearch: (q: string) => void }) {
  const [text, setText] = useState(q);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(text.trim());
  };
  return (
    <form
      role="search"
      aria-label="Search requests"
      className="inbox-filters__search"
      onSubmit={submit}
    >
      <div className="staff-field">
        <label className="staff-field__label" htmlFor="inbox-q">
          Search
        </label>
        <div className="inbox-filters__search-row">
          <input
            id="inbox-q"
            className="staff-input"
            type="search"
            value={text}
            onChange={(event) => setText(event.target.value)}
            aria-describedby="inbox-q-hint"
          />
          <button type="submit" className="btn btn--primary btn--small">
            <Search aria-hidden="true" size={18} />
            Search
          </button>
        </div>
        <span id="inbox-q-hint" className="staff-field__hint">
          Reference, name, phone or email
        </span>
      </div>
    </form>
  );
}
