import { describe, expect, it } from 'vitest';
import { auditFiltersOf, requestFiltersOf, searchOf } from './filters';

describe('filters in the address', () => {
  it('reads known values and drops anything else', () => {
    expect(
      requestFiltersOf(new URLSearchParams('status=booked&kind=enquiry&q=+Ann+&page=3')),
    ).toEqual({ status: 'booked', kind: 'enquiry', q: 'Ann', page: 3 });
    expect(requestFiltersOf(new URLSearchParams('status=deleted&kind=x&page=-2'))).toEqual({
      status: '',
      kind: '',
      q: '',
      page: 1,
    });
    expect(auditFiltersOf(new URLSearchParams('request=R-1&staff=a@b.example'))).toEqual({
      request: 'R-1',
      staff: 'a@b.example',
      page: 1,
    });
  });

  it('writes only what is set, and no page 1', () => {
    expect(searchOf({ status: 'new', kind: '', q: 'Ann Lee', page: 1 })).toBe(
      '?status=new&q=Ann+Lee',
    );
    expect(searchOf({ status: '', kind: '', q: '', page: 2 })).toBe('?page=2');
    expect(searchOf({ status: '', page: 1 })).toBe('');
  });
});
