import type { Status } from '@/features/staff/api/types';
import { statusLabel } from '@/features/staff/format/labels';
import './StatusBadge.css';

/** A request's status in words, on a tinted pill (the colour only repeats the word). */
export function StatusBadge({ status }: { status: Status }) {
  return <span className={`status-badge status-badge--${status}`}>{statusLabel(status)}</span>;
}
