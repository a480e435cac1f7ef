import { useState, type FormEvent } from 'react';
import { KeyRound } from 'lucide-react';
import { failureMessage } from '@/features/staff/api/errors';
import { addPasskey, passkeyOptions } from '@/features/staff/api/passkeys';
import type { Passkey } from '@/features/staff/api/types';
import { Notice } from '@/features/staff/components/Notice';
import { createCredential, withFreshCheck } from '@/features/staff/webauthn/ceremonies';

/** Names and creates another passkey (a phone, a second computer), after a fresh check. */
export function AddPasskeyForm({ onAdded }: { onAdded: (passkey: Passkey) => void }) {
  const [name, setName] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const label = name.trim();
    if (!label) {
      setError('Give the new passkey a name, for example "My phone".');
      return;
    }
    setBusy(true);
    setError(null);
    try {
      const passkey = await withFreshCheck(async () => {
        const registration = await passkeyOptions();
        const credential = await createCredential(registration);
        return addPasskey(registration.ceremony, credential, label);
      });
      setName('');
      onAdded(passkey);
    } catch (failure) {
      setError(failureMessage(failure));
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className="staff-section" aria-labelledby="add-passkey-title">
      <h2 id="add-passkey-title">Add a passkey</h2>
      <form className="account__add" onSubmit={submit} noValidate aria-busy={busy}>
        <div className="staff-field">
          <label className="staff-field__label" htmlFor="new-passkey-name">
            Name of the new passkey
          </label>
          <input
            id="new-passkey-name"
            className="staff-input"
            value={name}
            maxLength={60}
            onChange={(event) => setName(event.target.value)}
            required
            aria-describedby="new-passkey-hint"
            aria-invalid={error && !name.trim() ? true : undefined}
          />
          <span id="new-passkey-hint" className="staff-field__hint">
            For example &quot;My phone&quot; or &quot;Front desk PC&quot;.
          </span>
        </div>
        <Notice tone="error">{error}</Notice>
        <div>
          <button type="submit" className="btn btn--primary btn--small" disabled={busy}>
            <KeyRound aria-hidden="true" size={18} />
            {busy ? 'Waiting for your passkey…' : 'Add a passkey'}
          </button>
        </div>
      </form>
    </section>
  );
}
