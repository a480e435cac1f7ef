import type { ReactNode } from 'react';
import { CircleAlert, Info } from 'lucide-react';
import './Notice.css';

/**
 * A message in a box: `error` is read out at once (role alert), `info` politely (status).
 * Nothing is drawn without a message, but the live region stays so that a message is heard.
 */
export function Notice({
  tone = 'info',
  children,
}: {
  tone?: 'info' | 'error' | 'success';
  children?: ReactNode;
}) {
  const Icon = tone === 'error' ? CircleAlert : Info;
  return (
    <div role={tone === 'error' ? 'alert' : 'status'} className="notice-region">
      {children ? (
        <p className={`notice notice--${tone}`}>
          <Icon aria-hidden="true" size={20} className="notice__icon" />
          <span>{children}</span>
        </p>
      ) : null}
    </div>
  );
}
