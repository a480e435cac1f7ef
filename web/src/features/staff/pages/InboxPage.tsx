import { useEffect, useEffectEvent, useRef } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { failureMessage } from '@/features/staff/api/errors';
import { exportUrl, fetchRequests } from '@/features/staff/api/requests';
import type { Latest, RequestFilters } from '@/features/staff/api/types';
import { ConsolePager } from '@/features/staff/components/ConsolePager';
import { Loading } from '@/features/staff/components/Loading';
import { Notice } from '@/features/staff/components/Notice';
import { PageHeading } from '@/features/staff/components/PageHeading';
import { requestFiltersOf, searchOf } from '@/features/staff/format/filters';
import { useAnnounce } from '@/features/staff/hooks/announcer-context';
import { useDocumentTitle } from '@/features/staff/hooks/use-document-title';
import { useLatest } from '@/features/staff/hooks/use-latest';
import { useNow } from '@/features/staff/hooks/use-now';
import { useResource } from '@/features/staff/hooks/use-resource';
import { staffPaths } from '@/features/staff/paths';
import { InboxFilters } from './InboxFilters';
import { RequestTable } from './RequestTable';
import './InboxPage.css';

function newRequestsText(count: number): string {
  return count === 1 ? '1 new request' : `${count} new requests`;
}

/**
 * The inbox: every request, newest first, filtered by the address's query. It asks every
 * 15 s whether anything arrived (useLatest) and loads its rows again when so.
 */
export function InboxPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const announce = useAnnounce();
  const now = useNow();
  const filters = requestFiltersOf(params);
  const key = searchOf({ ...filters });
  const list = useResource(`requests${key}`, () => fetchRequests(filters));
  const latest = useLatest();

  const newCount = latest?.newCount ?? list.data?.counts.new ?? 0;
  useDocumentTitle('Requests', newCount);
  useReloadOnArrival(latest, list.reload, (before, after) => {
    const more = after.newCount - before.newCount;
    announce(more > 0 ? `${newRequestsText(more)} arrived.` : 'The list of requests changed.');
  });

  const hrefOf = (next: Partial<RequestFilters>) =>
    staffPaths.requests + searchOf({ ...filters, page: 1, ...next });
  const change = (next: Partial<RequestFilters>) => navigate(hrefOf(next));
  const filtered = Boolean(filters.status || filters.kind || filters.q);

  return (
    <div className="inbox">
      <div className="inbox__top">
        <PageHeading>Requests</PageHeading>
        <p className="inbox__count">
          {newCount > 0 ? <strong>{newRequestsText(newCount)}</strong> : 'No new requests'}
        </p>
      </div>
      <InboxFilters
        filters={filters}
        onChange={change}
        exportHref={exportUrl(filters)}
        filtered={filtered}
        clearHref={staffPaths.requests}
      />
      {list.error && list.data ? (
        <Notice tone="error">
          The list could not be brought up to date. {failureMessage(list.error)}
        </Notice>
      ) : null}
      {list.loading ? (
        <Loading what="Loading requests…" />
      ) : !list.data ? (
        <>
          <Notice tone="error">{failureMessage(list.error)}</Notice>
          <button type="button" className="btn btn--primary btn--small" onClick={list.reload}>
            Try again
          </button>
        </>
      ) : list.data.items.length === 0 ? (
        <p className="inbox__empty">
          {filtered ? 'No requests match these filters.' : 'No requests yet.'}
        </p>
      ) : (
        <>
          <RequestTable
            items={list.data.items}
            now={now}
            caption={`Requests, newest first${filtered ? ', filtered' : ''}`}
          />
          <ConsolePager
            page={list.data.page}
            pageSize={list.data.pageSize}
            total={list.data.total}
            hrefOf={(page) => hrefOf({ page })}
            label="Pages of requests"
          />
        </>
      )}
    </div>
  );
}

/**
 * Calls `reload` (and `onArrival`) when the newest request or the count of new ones changes
 * after the first answer.
 */
function useReloadOnArrival(
  latest: Latest | null,
  reload: () => void,
  onArrival: (before: Latest, after: Latest) => void,
) {
  const seen = useRef<Latest | null>(null);
  const arrived = useEffectEvent(onArrival);
  useEffect(() => {
    if (!latest) return;
    const before = seen.current;
    seen.current = latest;
    if (before && (before.newest !== latest.newest || before.newCount !== latest.newCount)) {
      reload();
      arrived(before, latest);
    }
  }, [latest, reload]);
}
