import { useState } from 'react';
import { Dialog } from '@/components/Dialog';
import { failureMessage } from '@/features/staff/api/errors';
import type { TeamMember } from '@/features/staff/api/types';
import { Notice } from '@/features/staff/components/Notice';

/** The confirm step of revoking a member: what it does, and the one button that does it. */
export function RevokeDialog({
  member,
  onConfirm,
  onCancel,
}: {
  member: TeamMember | null;
  onConfirm: (member: TeamMember) => Promise<void>;
  onCancel: () => void;
}) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const close = () => {
    setError(null);
    onCancel();
  };

  const confirm = async () => {
    if (!member) return;
    setBusy(true);
    setError(null);
    try {
      await onConfirm(member);
    } catch (failure) {
      setError(failureMessage(failure));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog
      open={member !== null}
      onClose={close}
      title={member ? `Revoke ${member.name}?` : 'Revoke'}
      size="small"
      role="alertdialog"
      describedBy="revoke-what"
      footer={
        <div className="staff-actions">
          <button
            type="button"
            className="btn btn--danger btn--small"
            onClick={confirm}
            disabled={busy}
          >
            {busy ? 'Revoking…' : 'Revoke access'}
          </button>
          <button type="button" className="btn btn--outline btn--small" onClick={close}>
            Cancel
          </button>
        </div>
      }
    >
      <p id="revoke-what">
        {member?.name} ({member?.email}) is signed out everywhere at once, and their passkeys and
        any pending invitation stop working. This cannot be undone: to let them back, invite them
        again.
      </p>
      <Notice tone="error">{error}</Notice>
    </Dialog>
  );
}
