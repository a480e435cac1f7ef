import type { ReactNode } from 'react';
import type { LucideIcon } from 'lucide-react';

/** The short facts under Home's buttons that help a patient decide (insurance, referral, hours). */
export function TrustRow({ label, children }: { label: string; children: ReactNode }) {
  return (
    <ul className="trust-row" aria-label={label}>
      {children}
    </ul>
  );
}

export interface TrustItemProps {
  icon: LucideIcon;
  children: ReactNode;
  /** Kept to one line (cut short if it must be): for words that change once the page runs. */
  oneLine?: boolean;
}

/** One fact of the trust row, with its icon. */
export function TrustItem({ icon: Icon, children, oneLine = false }: TrustItemProps) {
  return (
    <li className={oneLine ? 'trust-row__item trust-row__item--one-line' : 'trust-row__item'}>
      <Icon aria-hidden="true" size={20} className="trust-row__icon" />
      <span className="trust-row__text">{children}</span>
    </li>
  );
}
