import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { KeyRound } from 'lucide-react';
import { profile } from '@/content';
import { failureMessage, isAborted, isCancelled } from '@/features/staff/api/errors';
import { Loading } from '@/features/staff/components/Loading';
import { Notice } from '@/features/staff/components/Notice';
import { PageHeading } from '@/features/staff/components/PageHeading';
import { useDocumentTitle } from '@/features/staff/hooks/use-document-title';
import { staffPaths } from '@/features/staff/paths';
import type { SignInState } from '@/features/staff/session/RequireSession';
import { useSession } from '@/features/staff/session/session-context';
import {
  autofillAvailable,
  cancelPendingCeremony,
  signInWithAutofill,
  signInWithPasskey,
} from '@/features/staff/webauthn/ceremonies';
import './SignInPage.css';

/** How many times a refused autofill sign-in is offered again before the button alone is left. */
const AUTOFILL_TRIES = 3;

/**
 * One button signs in with a passkey (the browser asks which); where the browser offers
 * passkeys in a field's autofill, the "Your passkey" field does too.
 */
export function SignInPage() {
  useDocumentTitle('Sign in');
  const { state, signedIn } = useSession();
  const location = useLocation();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [autofill, setAutofill] = useState(false);
  // Each round starts the autofill afresh: after the button's ceremony (which ended it) and
  // after a refused passkey, a few times.
  const [autofillRound, setAutofillRound] = useState(0);
  const refusals = useRef(0);

  useEffect(() => {
    let active = true;
    autofillAvailable().then((available) => {
      if (active) setAutofill(available);
    });
    return () => {
      active = false;
    };
  }, []);

  // The autofill waits for a passkey picked in the field; the button's ceremony aborts it.
  useEffect(() => {
    if (!autofill || state.status !== 'signed-out' || refusals.current >= AUTOFILL_TRIES) return;
    let wanted = true;
    signInWithAutofill(() => wanted).then(
      (me) => {
        if (me && wanted) signedIn(me);
      },
      (failure: unknown) => {
        if (!wanted || isAborted(failure) || isCancelled(failure)) return;
        setError(failureMessage(failure));
        refusals.current += 1;
        setAutofillRound((round) => round + 1);
      },
    );
    return () => {
      wanted = false;
      cancelPendingCeremony();
    };
  }, [autofill, autofillRound, state.status, signedIn]);

  if (state.status === 'checking') return <Loading />;
  if (state.status === 'signed-in') {
    const from = (location.state as SignInState | null)?.from;
    return <Navigate to={from ? from.pathname + from.search : staffPaths.requests} replace />;
  }

  const signInNow = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    setError(null);
    try {
      signedIn(await signInWithPasskey());
    } catch (failure) {
      setBusy(false);
      setError(failureMessage(failure));
      // The button's ceremony ended the autofill's: offer it again.
      setAutofillRound((round) => round + 1);
    }
  };

  return (
    <div className="sign-in">
      <div className="sign-in__card">
        <PageHeading>Sign in</PageHeading>
        <p>
          For the staff of {profile.name}. Use the passkey on this computer or your phone: no
          password, no name to type.
        </p>
        <Notice>{state.notice}</Notice>
        <Notice tone="error">{error}</Notice>
        <form className="sign-in__form" onSubmit={signInNow} aria-busy={busy}>
          <button type="submit" className="btn btn--primary sign-in__button" disabled={busy}>
            <KeyRound aria-hidden="true" size={20} />
            {busy ? 'Waiting for your passkey…' : 'Sign in with a passkey'}
          </button>
          {autofill ? (
            <div className="staff-field sign-in__autofill">
              <label className="staff-field__label" htmlFor="staff-passkey-field">
                Your passkey
              </label>
              <input
                id="staff-passkey-field"
                className="staff-input"
                name="username"
                type="text"
                autoComplete="username webauthn"
                aria-describedby="staff-passkey-hint"
              />
              <span id="staff-passkey-hint" className="staff-field__hint">
                This browser may also offer your passkey when you select this field.
              </span>
            </div>
          ) : null}
        </form>
        <p className="staff-muted sign-in__help">No passkey yet? Ask an admin for an invitation.</p>
      </div>
    </div>
  );
}
