import { useId, useRef, useState } from 'react';
import {
  CalendarCheck,
  CircleCheck,
  CircleX,
  Clock,
  PhoneMissed,
  RefreshCw,
  type LucideIcon,
} from 'lucide-react';
import { profile } from '@/content';
import {
  cancelRequest,
  chooseReminders,
  serverMessage,
  statusOf,
  type PatientStatus,
  type PatientView,
  type StatusKey,
} from './api';
import { CancelRequest } from './CancelRequest';
import { copy } from './copy';
import { addressLines, visitTime } from './format';
import { ReminderSwitch } from './ReminderSwitch';

const STATUS_ICONS: Record<PatientStatus, LucideIcon> = {
  new: Clock,
  called_back: PhoneMissed,
  booked: CalendarCheck,
  closed: CircleCheck,
  cancelled: CircleX,
};

interface Said {
  text: string;
  tone: 'info' | 'error';
}

interface RequestStatusCardProps {
  view: PatientView;
  statusKey: StatusKey;
  /** The status is being asked for again. */
  checking: boolean;
  /** The last time it was asked for again, that failed. */
  checkFailed: boolean;
  onCheck: () => void;
  /** The server's view after a change the patient made. */
  onChanged: (view: PatientView) => void;
  /** The server no longer knows the request (404): the page becomes Not found. */
  onGone: () => void;
}

/**
 * Where the request stands, in the server's plain words; for a booked visit when and where,
 * and its reminder; cancelling while it is open. What happens is said in a live region.
 */
export function RequestStatusCard({
  view,
  statusKey,
  checking,
  checkFailed,
  onCheck,
  onChanged,
  onGone,
}: RequestStatusCardProps) {
  const titleId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const [said, setSaid] = useState<Said | null>(null);
  const [cancelling, setCancelling] = useState(false);
  const [reminderPending, setReminderPending] = useState<boolean | null>(null);
  const [checkAsked, setCheckAsked] = useState(false);

  const StatusIcon = STATUS_ICONS[view.status] ?? Clock;
  const booked = view.status === 'booked' && view.bookedFor !== null;
  const failed = (error: unknown) => {
    if (statusOf(error) === 404) {
      onGone();
      return;
    }
    setSaid({ text: serverMessage(error) ?? copy.somethingWrong, tone: 'error' });
  };

  const cancel = async () => {
    if (cancelling) return;
    setCancelling(true);
    setSaid(null);
    try {
      const cancelled = await cancelRequest(statusKey);
      onChanged(cancelled);
      setSaid({ text: copy.cancelled(cancelled.reference), tone: 'info' });
      // The button that had focus is gone: the request's heading takes it.
      heading.current?.focus();
    } catch (error) {
      failed(error);
      // Refused (409): it changed meanwhile; show where it stands now.
      if (statusOf(error) === 409) onCheck();
    } finally {
      setCancelling(false);
    }
  };

  const remind = async (on: boolean) => {
    if (reminderPending !== null) return;
    setReminderPending(on);
    setSaid(null);
    try {
      const changed = await chooseReminders(statusKey, on);
      onChanged(changed);
      setSaid({ text: changed.reminders ? copy.reminderOn : copy.reminderOff, tone: 'info' });
    } catch (error) {
      failed(error);
    } finally {
      setReminderPending(null);
    }
  };

  const check = () => {
    if (checking) return;
    setSaid(null);
    setCheckAsked(true);
    onCheck();
  };

  // A check the patient asked for is answered in the live region once it is back.
  let shown = said;
  if (!shown && checkAsked && !checking) {
    shown = checkFailed
      ? { text: copy.somethingWrong, tone: 'error' }
      : { text: copy.checked(view.words), tone: 'info' };
  }

  return (
    <article className="card request-status__card" aria-labelledby={titleId}>
      <p className="request-status__kind">{copy.kind[view.kind] ?? copy.kind.appointment}</p>
      <h2 id={titleId} ref={heading} tabIndex={-1} className="request-status__title">
        {copy.heading(view.reference)}
      </h2>
      <p className={`request-status__now request-status__now--${view.status}`}>
        <StatusIcon aria-hidden="true" size={28} className="request-status__icon" />
        <span className="request-status__words">{view.words}</span>
      </p>

      {booked && view.bookedFor ? (
        <dl className="request-status__visit">
          <div>
            <dt>{copy.when}</dt>
            <dd>
              <time dateTime={view.bookedFor}>{visitTime(view.bookedFor)}</time>
            </dd>
          </div>
          <div>
            <dt>{copy.where}</dt>
            <dd>
              <address>
                {profile.name}
                {addressLines().map((line) => (
                  <span key={line}>
                    <br />
                    {line}
                  </span>
                ))}
              </address>
            </dd>
          </div>
        </dl>
      ) : null}

      {booked && view.reminders !== null ? (
        <ReminderSwitch
          on={reminderPending ?? view.reminders}
          busy={reminderPending !== null}
          onChange={remind}
        />
      ) : null}

      <div className="request-status__said" role="status">
        {shown?.tone === 'info' ? <p className="request-status__note">{shown.text}</p> : null}
      </div>
      <div className="request-status__said" role="alert">
        {shown?.tone === 'error' ? (
          <p className="request-status__note request-status__note--error">{shown.text}</p>
        ) : null}
      </div>

      <div className="request-status__actions">
        {view.mayCancel ? (
          <CancelRequest reference={view.reference} busy={cancelling} onConfirm={cancel} />
        ) : null}
        <button
          type="button"
          className="btn btn--outline request-status__check"
          onClick={check}
          aria-disabled={checking || undefined}
        >
          <RefreshCw aria-hidden="true" size={18} />
          {checking && checkAsked ? copy.checking : copy.checkAgain}
        </button>
      </div>
      <p className="request-status__hint">{copy.comeBack}</p>
    </article>
  );
}
