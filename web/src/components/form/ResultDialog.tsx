import { t } from '@lingui/core/macro';
import { useId, useRef } from 'react';
import { CircleAlert, CircleCheck } from 'lucide-react';
import { Dialog } from '@/components/Dialog';
import type { SubmitResult } from '@/lib/forms';

export interface ResultDialogProps {
  result: SubmitResult | null;
  onClose: () => void;
}

/** "Success!" or "Error!" after a submit, with the server's message and an OK button. */
export function ResultDialog({ result, onClose }: ResultDialogProps) {
  const messageId = useId();
  const okButton = useRef<HTMLButtonElement>(null);
  const Icon = result?.kind === 'success' ? CircleCheck : CircleAlert;
  return (
    <Dialog
      open={result !== null}
      onClose={onClose}
      title={result?.title ?? ''}
      size="small"
      role="alertdialog"
      describedBy={messageId}
      initialFocusRef={okButton}
      className={`result-dialog result-dialog--${result?.kind ?? 'success'}`}
      footer={
        <button ref={okButton} type="button" className="btn btn--primary" onClick={onClose}>
          {t`OK`}
        </button>
      }
    >
      <div className="result-dialog__content">
        <Icon aria-hidden="true" size={40} className="result-dialog__icon" />
        <p id={messageId} className="result-dialog__message">
          {result?.message}
        </p>
      </div>
    </Dialog>
  );
}
