import { useState } from 'react';
import { failureMessage } from '@/features/staff/api/errors';
import { fetchPasskeys, removePasskey } from '@/features/staff/api/passkeys';
import type { Passkey } from '@/features/staff/api/types';
import { Loading } from '@/features/staff/components/Loading';
import { Notice } from '@/features/staff/components/Notice';
import { PageHeading } from '@/features/staff/components/PageHeading';
import { clinicDateTime } from '@/features/staff/format/time';
import { useAnnounce } from '@/features/staff/hooks/announcer-context';
import { useDocumentTitle } from '@/features/staff/hooks/use-document-title';
import { useResource } from '@/features/staff/hooks/use-resource';
import { useMe } from '@/features/staff/session/session-context';
import { withFreshCheck } from '@/features/staff/webauthn/ceremonies';
import { AddPasskeyForm } from './AddPasskeyForm';
import './AccountPage.css';

/** Your passkeys: add one (named), remove one; both after a fresh check with a passkey. */
export function AccountPage() {
  useDocumentTitle('Account');
  const me = useMe();
  const announce = useAnnounce();
  const passkeys = useResource('passkeys', fetchPasskeys);
  const [removing, setRemoving] = useState<number | null>(null);
  const [message, setMessage] = useState<{ tone: 'error' | 'success'; text: string } | null>(null);

  const remove = async (passkey: Passkey) => {
    setRemoving(passkey.id);
    setMessage(null);
    try {
      await withFreshCheck(() => removePasskey(passkey.id));
      setMessage({ tone: 'success', text: `The passkey "${passkey.name}" was removed.` });
      passkeys.reload();
    } catch (failure) {
      setMessage({ tone: 'error', text: failureMessage(failure) });
    } finally {
      setRemoving(null);
    }
  };

  const added = (passkey: Passkey) => {
    setMessage({ tone: 'success', text: `The passkey "${passkey.name}" was added.` });
    announce(`Passkey ${passkey.name} added.`);
    passkeys.reload();
  };

  return (
    <div className="account">
      <PageHeading>Account</PageHeading>
      <p>
        Signed in as <strong>{me.name}</strong> ({me.email}),{' '}
        {me.role === 'admin' ? 'admin' : 'front desk'}.
      </p>
      <section className="staff-section" aria-labelledby="passkeys-title">
        <h2 id="passkeys-title">Your passkeys</h2>
        <p className="staff-muted">
          Adding or removing a passkey first asks you to confirm with one you have. You keep at
          least one.
        </p>
        <Notice tone="error">{message?.tone === 'error' ? message.text : null}</Notice>
        <Notice tone="success">{message?.tone === 'success' ? message.text : null}</Notice>
        {passkeys.loading ? (
          <Loading what="Loading your passkeys…" />
        ) : !passkeys.data ? (
          <Notice tone="error">{failureMessage(passkeys.error)}</Notice>
        ) : (
          <div className="staff-table-wrap">
            <table className="staff-table staff-table--cards">
              <caption className="visually-hidden">Your passkeys</caption>
              <thead>
                <tr>
                  <th scope="col">Name</th>
                  <th scope="col">Added</th>
                  <th scope="col">Last used</th>
                  <th scope="col">
                    <span className="visually-hidden">Remove</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {passkeys.data.map((passkey) => (
                  <tr key={passkey.id}>
                    <th scope="row" data-label="Name" className="account__name">
                      {passkey.name}
                    </th>
                    <td data-label="Added">{clinicDateTime(passkey.createdAt)}</td>
                    <td data-label="Last used">
                      {passkey.lastUsedAt ? clinicDateTime(passkey.lastUsedAt) : 'Never'}
                    </td>
                    <td data-label="">
                      <button
                        type="button"
                        className="btn btn--outline btn--small"
                        onClick={() => remove(passkey)}
                        disabled={removing !== null}
                        aria-label={`Remove the passkey ${passkey.name}`}
                      >
                        {removing === passkey.id ? 'Removing…' : 'Remove'}
                      </button>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </section>
      <AddPasskeyForm onAdded={added} />
    </div>
  );
}
