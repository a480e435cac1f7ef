import { useId, useState, type FormEvent } from 'react';
import { failureMessage } from '@/features/staff/api/errors';
import { addNote } from '@/features/staff/api/requests';
import type { RequestDetail } from '@/features/staff/api/types';
import { Notice } from '@/features/staff/components/Notice';
import { clinicDateTime } from '@/features/staff/format/time';
import { useAnnounce } from '@/features/staff/hooks/announcer-context';
import './NotesSection.css';

const MAX_NOTE = 2000;

/** The front desk's notes on a request: added, never changed, each with its author and time. */
export function NotesSection({
  detail,
  onAdded,
}: {
  detail: RequestDetail;
  onAdded: (detail: RequestDetail) => void;
}) {
  const id = useId();
  const announce = useAnnounce();
  const [text, setText] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const note = text.trim();
    if (!note) {
      setError('Write the note first.');
      return;
    }
    setBusy(true);
    setError(null);
    try {
      onAdded(await addNote(detail.reference, note));
      setText('');
      announce('Note added.');
    } catch (failure) {
      setError(failureMessage(failure));
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className="staff-section notes" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>Notes</h2>
      {detail.notes.length === 0 ? (
        <p className="staff-muted">No notes yet.</p>
      ) : (
        <ol className="notes__list">
          {detail.notes.map((note, index) => (
            <li key={`${note.at}-${index}`} className="notes__item">
              <p className="notes__text">{note.text}</p>
              <p className="notes__by">
                {note.author}, <time dateTime={note.at}>{clinicDateTime(note.at)}</time>
              </p>
            </li>
          ))}
        </ol>
      )}
      <form className="notes__form" onSubmit={submit} noValidate>
        <div className="staff-field">
          <label className="staff-field__label" htmlFor={`${id}-text`}>
            New note
          </label>
          <textarea
            id={`${id}-text`}
            className="staff-input"
            value={text}
            maxLength={MAX_NOTE}
            onChange={(event) => setText(event.target.value)}
            aria-describedby={`${id}-count`}
            aria-invalid={error ? true : undefined}
          />
          <span id={`${id}-count`} className="staff-field__hint">
            {text.length} of {MAX_NOTE} characters. Notes cannot be changed once added.
          </span>
        </div>
        <Notice tone="error">{error}</Notice>
        <div>
          <button type="submit" className="btn btn--primary btn--small" disabled={busy}>
            {busy ? 'Adding…' : 'Add note'}
          </button>
        </div>
      </form>
    </section>
  );
}
