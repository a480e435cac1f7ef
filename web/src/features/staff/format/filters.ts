import type { AuditFilters, Kind, RequestFilters, Status } from '@/features/staff/api/types';
import { STATUSES } from './labels';

const KINDS: Kind[] = ['appointment', 'enquiry'];

function pageOf(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page > 0 ? page : 1;
}

/** The inbox's filters from its address: ?status=&kind=&q=&page= (anything unknown: none). */
export function requestFiltersOf(params: URLSearchParams): RequestFilters {
  const status = params.get('status') ?? '';
  const kind = params.get('kind') ?? '';
  return {
    status: STATUSES.includes(status as Status) ? (status as Status) : '',
    kind: KINDS.includes(kind as Kind) ? (kind as Kind) : '',
    q: (params.get('q') ?? '').trim(),
    page: pageOf(params.get('page')),
  };
}

/** The address query of some filters, without the empty ones and without page 1. */
export function searchOf(values: Record<string, string | number>): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(values)) {
    if (value === '' || (name === 'page' && value === 1)) continue;
    params.set(name, String(value));
  }
  const query = params.toString();
  return query ? `?${query}` : '';
}

export function auditFiltersOf(params: URLSearchParams): AuditFilters {
  return {
    request: (params.get('request') ?? '').trim(),
    staff: (params.get('staff') ?? '').trim(),
    page: pageOf(params.get('page')),
  };
}
