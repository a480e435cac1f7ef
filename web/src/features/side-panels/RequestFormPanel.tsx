import { t } from '@lingui/core/macro';
import { useId, type ReactNode } from 'react';

export interface RequestFormPanelProps {
  /** The Request Appointment form. */
  children: ReactNode;
}

/** The side panel that holds the Request Appointment form. */
export function RequestFormPanel({ children }: RequestFormPanelProps) {
  const headingId = useId();
  return (
    <section className="side-panel side-panel--form" aria-labelledby={headingId}>
      <h2 id={headingId} className="side-panel__title">
        {t`Request an Appointment`}
      </h2>
      <p className="side-panel__note">
        {t`Tell us when you would like to come in, and we will call you to confirm a time.`}
      </p>
      {children}
    </section>
  );
}
