import { useContext, useEffect, useState, type ReactNode } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router-dom';
import { PageHero } from '@/components/PageHero';
import { PageDataContext } from '@/lib/page-data';
import { statusOf } from './api';
import { ClinicContact } from './ClinicContact';
import { copy } from './copy';
import { RequestStatusCard } from './RequestStatusCard';
import { useRequestStatus } from './use-request-status';
import './request-status.css';

/** What the API takes (api/routes/request_status.py): anything else cannot be a request. */
const REFERENCE = /^[RE]-?\d{1,10}$/i;
const KEY = /^[0-9a-f]{1,64}$/;

/**
 * The keys this tab has read, by reference: in memory only, gone with the tab or a reload, so
 * that going back to the page after following a link on it still finds its key.
 */
const keysRead = new Map<string, string>();

/**
 * The key of the link the patient opened (`?key=`), read once; then the address loses it, so
 * it stays in this tab's memory only: not in the address bar, not in the history entry, not in
 * any storage. A page opened without one is not found, as on the server.
 */
function useKeyFromAddress(reference: string, refused: boolean): string {
  const { pathname, search, hash, state } = useLocation();
  const navigate = useNavigate();
  const [key] = useState(() => {
    if (refused) return '';
    const given = new URLSearchParams(search).get('key');
    if (given) keysRead.set(reference, given);
    return given ?? keysRead.get(reference) ?? '';
  });

  useEffect(() => {
    const params = new URLSearchParams(search);
    if (!params.has('key')) return;
    params.delete('key');
    const rest = params.toString();
    navigate({ pathname, search: rest ? `?${rest}` : '', hash }, { replace: true, state });
  }, [pathname, search, hash, state, navigate]);

  return key;
}

interface RequestStatusPageProps {
  /** The site's own Not found page, with its head, as any unknown address shows it. */
  notFound: ReactNode;
  /** Puts the page in its route's frame (its head: "Your request"); Not found has its own. */
  frame: (page: ReactNode) => ReactNode;
}

/**
 * A patient's private status page, `/requests/R-1042?key=…` from their emails: where their
 * request stands, cancelling it, and the reminder of a booked visit. A wrong key or an unknown
 * reference shows `notFound`, exactly as an unknown address does.
 */
export default function RequestStatusPage({ notFound, frame }: RequestStatusPageProps) {
  const { reference = '' } = useParams();
  // The server draws this address only as its Not found page (a wrong key, no key, an unknown
  // reference; the right key gets the empty shell): hydrating it, the answer stays Not found.
  const rendered = useContext(PageDataContext) !== null;
  const [refused] = useState(rendered);
  const key = useKeyFromAddress(reference, refused);
  if (refused || !key || !KEY.test(key) || !REFERENCE.test(reference)) return notFound;
  return <RequestStatus reference={reference} statusKey={key} notFound={notFound} frame={frame} />;
}

function RequestStatus({
  reference,
  statusKey,
  notFound,
  frame,
}: RequestStatusPageProps & { reference: string; statusKey: string }) {
  const status = useRequestStatus(reference, statusKey);
  const [gone, setGone] = useState(false);

  if (gone || statusOf(status.error) === 404) return notFound;
  if (!status.view) {
    return frame(
      status.checking ? (
        <div className="page-pending" role="status">
          <span className="visually-hidden">{copy.loading}</span>
        </div>
      ) : (
        <LoadFailed onRetry={status.reload} />
      ),
    );
  }
  return frame(
    <>
      <PageHero title={copy.pageTitle} />
      <section className="section request-status">
        <div className="container request-status__layout">
          <RequestStatusCard
            view={status.view}
            statusKey={{ reference, key: statusKey }}
            checking={status.checking}
            checkFailed={status.error !== undefined}
            onCheck={status.reload}
            onChanged={status.replace}
            onGone={() => setGone(true)}
          />
          <ClinicContact />
        </div>
      </section>
    </>,
  );
}

/** The first ask failed (not a 404): say so, and offer to ask again or to call. */
function LoadFailed({ onRetry }: { onRetry: () => void }) {
  return (
    <>
      <PageHero title={copy.pageTitle} />
      <section className="section request-status">
        <div className="container request-status__layout">
          <div className="card request-status__card" role="alert">
            <h2 className="request-status__title">{copy.failedTitle}</h2>
            <p>{copy.failed}</p>
            <button type="button" className="btn btn--primary" onClick={onRetry}>
              {copy.tryAgain}
            </button>
          </div>
          <ClinicContact />
        </div>
      </section>
    </>
  );
}
