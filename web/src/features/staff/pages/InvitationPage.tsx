import { useEffect, useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { KeyRound } from 'lucide-react';
import { failureMessage } from '@/features/staff/api/errors';
import { acceptInvitation, fetchInvitation, invitationOptions } from '@/features/staff/api/session';
import { Loading } from '@/features/staff/components/Loading';
import { Notice } from '@/features/staff/components/Notice';
import { PageHeading } from '@/features/staff/components/PageHeading';
import { useDocumentTitle } from '@/features/staff/hooks/use-document-title';
import { useResource } from '@/features/staff/hooks/use-resource';
import { staffPaths } from '@/features/staff/paths';
import { useSession } from '@/features/staff/session/session-context';
import { createCredential } from '@/features/staff/webauthn/ceremonies';
import './InvitationPage.css';

/** The invitation's token, from the link's fragment (which no server ever sees). */
function tokenFromAddress(): string {
  return decodeURIComponent(window.location.hash.replace(/^#/, '')).trim();
}

/**
 * /staff/invitation#TOKEN: says who the invitation is for and creates their first passkey,
 * which signs them in. The token leaves the address bar at once (history, screenshots).
 */
export function InvitationPage() {
  useDocumentTitle('Your invitation');
  const [token] = useState(tokenFromAddress);

  useEffect(() => {
    if (window.location.hash) {
      const { pathname, search } = window.location;
      window.history.replaceState(window.history.state, '', pathname + search);
    }
  }, []);

  return (
    <div className="invitation">
      <div className="invitation__card">
        {token ? (
          <InvitationFor token={token} />
        ) : (
          <>
            <PageHeading>Your invitation</PageHeading>
            <Notice tone="error">
              This address holds no invitation. Open the link from your invitation email again, or
              ask an admin for a new one.
            </Notice>
            <Link to={staffPaths.signIn}>Sign in</Link>
          </>
        )}
      </div>
    </div>
  );
}

function InvitationFor({ token }: { token: string }) {
  const invitation = useResource(`invitation:${token}`, () => fetchInvitation(token));
  const { signedIn } = useSession();
  const navigate = useNavigate();
  const [passkeyName, setPasskeyName] = useState('This device');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  if (invitation.loading) {
    return (
      <>
        <PageHeading>Your invitation</PageHeading>
        <Loading what="Reading your invitation…" />
      </>
    );
  }
  if (!invitation.data) {
    return (
      <>
        <PageHeading>Your invitation</PageHeading>
        <Notice tone="error">{failureMessage(invitation.error)}</Notice>
        <Link to={staffPaths.signIn}>Sign in</Link>
      </>
    );
  }

  const { name, email } = invitation.data;
  const create = async (event: FormEvent) => {
    event.preventDefault();
    const label = passkeyName.trim();
    if (!label) {
      setError('Give the passkey a name, for example "Front desk PC".');
      return;
    }
    setBusy(true);
    setError(null);
    try {
      const registration = await invitationOptions(token);
      const credential = await createCredential(registration);
      const me = await acceptInvitation(token, registration.ceremony, credential, label);
      signedIn(me);
      navigate(staffPaths.requests, { replace: true });
    } catch (failure) {
      setBusy(false);
      setError(failureMessage(failure));
    }
  };

  return (
    <>
      <PageHeading>Welcome, {name}</PageHeading>
      <p>
        This invitation is for <strong>{email}</strong>. Create a passkey on this device: from then
        on you sign in with it, with your fingerprint, face or screen lock, and no password.
      </p>
      <Notice tone="error">{error}</Notice>
      <form className="invitation__form" onSubmit={create} aria-busy={busy} noValidate>
        <div className="staff-field">
          <label className="staff-field__label" htmlFor="invitation-passkey-name">
            Name this passkey
          </label>
          <input
            id="invitation-passkey-name"
            className="staff-input"
            value={passkeyName}
            onChange={(event) => setPasskeyName(event.target.value)}
            maxLength={60}
            required
            aria-describedby="invitation-passkey-hint"
          />
          <span id="invitation-passkey-hint" className="staff-field__hint">
            So you can tell your passkeys apart later, for example &quot;Front desk PC&quot;.
          </span>
        </div>
        <button type="submit" className="btn btn--primary" disabled={busy}>
          <KeyRound aria-hidden="true" size={20} />
          {busy ? 'Creating your passkey…' : 'Create my passkey'}
        </button>
      </form>
    </>
  );
}
