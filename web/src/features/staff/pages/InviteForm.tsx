import { useState, type FormEvent } from 'react';
import { Send } from 'lucide-react';
import { errorBody } from '@/lib/api';
import axios from 'axios';
import { invite } from '@/features/staff/api/admin';
import { failureMessage } from '@/features/staff/api/errors';
import type { NewInvitation, Role } from '@/features/staff/api/types';
import { CopyButton } from '@/features/staff/components/CopyButton';
import { Notice } from '@/features/staff/components/Notice';
import './InviteForm.css';

const EMPTY: NewInvitation = { email: '', name: '', role: 'frontdesk' };

/** Invites someone by email; shows the link too, to give them another way. */
export function InviteForm({ onInvited }: { onInvited: () => void }) {
  const [values, setValues] = useState<NewInvitation>(EMPTY);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const [sent, setSent] = useState<{ name: string; email: string; url: string } | null>(null);

  const set = (field: keyof NewInvitation, value: string) =>
    setValues((before) => ({ ...before, [field]: value }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const invitation = { ...values, email: values.email.trim(), name: values.name.trim() };
    const missing: Record<string, string> = {};
    if (!invitation.email) missing.email = 'Give their email address.';
    if (!invitation.name) missing.name = 'Give their name.';
    setFieldErrors(missing);
    if (Object.keys(missing).length > 0) return;
    setBusy(true);
    setError(null);
    setSent(null);
    try {
      const { invitationUrl } = await invite(invitation);
      setSent({ name: invitation.name, email: invitation.email, url: invitationUrl });
      setValues(EMPTY);
      onInvited();
    } catch (failure) {
      const errors = axios.isAxiosError(failure)
        ? errorBody(failure.response?.data).errors
        : undefined;
      if (errors) setFieldErrors(errors);
      setError(failureMessage(failure));
    } finally {
      setBusy(false);
    }
  };

  const errorOf = (field: string) => fieldErrors[field];

  return (
    <section className="staff-section" aria-labelledby="invite-title">
      <h2 id="invite-title">Invite someone</h2>
      <form className="invite-form" onSubmit={submit} noValidate aria-busy={busy}>
        <div className="invite-form__fields">
          <div className="staff-field">
            <label className="staff-field__label" htmlFor="invite-email">
              Email
            </label>
            <input
              id="invite-email"
              className="staff-input"
              type="email"
              autoComplete="off"
              value={values.email}
              onChange={(event) => set('email', event.target.value)}
              required
              aria-invalid={errorOf('email') ? true : undefined}
              aria-describedby={errorOf('email') ? 'invite-email-error' : undefined}
            />
            {errorOf('email') ? (
              <span id="invite-email-error" className="invite-form__error">
                {errorOf('email')}
              </span>
            ) : null}
          </div>
          <div className="staff-field">
            <label className="staff-field__label" htmlFor="invite-name">
              Name
            </label>
            <input
              id="invite-name"
              className="staff-input"
              autoComplete="off"
              value={values.name}
              onChange={(event) => set('name', event.target.value)}
              required
              aria-invalid={errorOf('name') ? true : undefined}
              aria-describedby={errorOf('name') ? 'invite-name-error' : undefined}
            />
            {errorOf('name') ? (
              <span id="invite-name-error" className="invite-form__error">
                {errorOf('name')}
              </span>
            ) : null}
          </div>
          <div className="staff-field">
            <label className="staff-field__label" htmlFor="invite-role">
              Role
            </label>
            <select
              id="invite-role"
              className="staff-input"
              value={values.role}
              onChange={(event) => set('role', event.target.value as Role)}
            >
              <option value="frontdesk">Front desk</option>
              <option value="admin">Admin</option>
            </select>
          </div>
        </div>
        <Notice tone="error">{error}</Notice>
        <div>
          <button type="submit" className="btn btn--primary btn--small" disabled={busy}>
            <Send aria-hidden="true" size={18} />
            {busy ? 'Inviting…' : 'Send invitation'}
          </button>
        </div>
      </form>
      <div role="status">
        {sent ? (
          <div className="invite-form__sent">
            <p>
              {sent.name} was invited: the link was emailed to {sent.email}. You can also give them
              this link; it works once, for 24 hours.
            </p>
            <div className="invite-form__url">
              <label className="visually-hidden" htmlFor="invite-url">
                Invitation link for {sent.name}
              </label>
              <input
                id="invite-url"
                className="staff-input"
                readOnly
                value={sent.url}
                onFocus={(event) => event.target.select()}
              />
              <CopyButton text={sent.url} label="Copy link" />
            </div>
          </div>
        ) : null}
      </div>
    </section>
  );
}
