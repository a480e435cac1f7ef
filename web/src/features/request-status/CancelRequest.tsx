import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { CircleX } from 'lucide-react';
import { copy } from './copy';

interface CancelRequestProps {
  reference: string;
  /** The cancel is on its way. */
  busy: boolean;
  onConfirm: () => void;
}

/**
 * "Cancel my request", then a second step that asks before anything is sent: "Yes, cancel it"
 * or "Keep it" (Escape keeps it too). Focus goes to the safe answer, and back to the button
 * when the patient keeps the request.
 */
export function CancelRequest({ reference, busy, onConfirm }: CancelRequestProps) {
  const id = useId();
  const [asking, setAsking] = useState(false);
  const opener = useRef<HTMLButtonElement>(null);
  const keep = useRef<HTMLButtonElement>(null);
  const moved = useRef(false);

  useEffect(() => {
    if (!moved.current) return;
    if (asking) keep.current?.focus();
    else opener.current?.focus();
  }, [asking]);

  const ask = (next: boolean) => {
    moved.current = true;
    setAsking(next);
  };

  if (!asking) {
    return (
      <button
        ref={opener}
        type="button"
        className="btn btn--outline request-status__cancel"
        onClick={() => ask(true)}
      >
        <CircleX aria-hidden="true" size={18} />
        {copy.cancel}
      </button>
    );
  }

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && !busy) {
      event.stopPropagation();
      ask(false);
    }
  };

  return (
    <div
      className="request-status__confirm"
      role="group"
      aria-labelledby={`${id}-question`}
      onKeyDown={onKeyDown}
    >
      <p id={`${id}-question`} className="request-status__question">
        {copy.confirm(reference)}
      </p>
      <div className="request-status__confirm-actions">
        <button
          type="button"
          className="btn btn--accent"
          aria-disabled={busy || undefined}
          onClick={() => {
            if (!busy) onConfirm();
          }}
        >
          {busy ? copy.confirmBusy : copy.confirmYes}
        </button>
        <button
          ref={keep}
          type="button"
          className="btn btn--outline"
          aria-disabled={busy || undefined}
          onClick={() => {
            if (!busy) ask(false);
          }}
        >
          {copy.confirmNo}
        </button>
      </div>
    </div>
  );
}
