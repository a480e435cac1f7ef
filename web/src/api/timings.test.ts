import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi } from '@/testing/mock-api';
import { loadTimings } from './timings';

let restore: (() => void) | undefined;

afterEach(() => {
  restore?.();
  restore = undefined;
});

const weekdays = {
  timeId: 1,
  treatmentTypeName: 'Physical Therapy',
  days: 'Mon,Tue,Wed,Thu,Fri',
  startTime: '09:00',
  endTime: '19:00',
};
const saturday = {
  timeId: 2,
  treatmentTypeName: 'Physical Therapy',
  days: 'Sat',
  startTime: '09:00',
  endTime: '12:00',
};
const massage = {
  timeId: 3,
  treatmentTypeName: 'Massage Therapy',
  days: 'Tue,Thu',
  startTime: '10:00',
  endTime: '18:00',
};

describe('loadTimings', () => {
  it('asks for every timing and splits a successful answer by treatment type', async () => {
    const mock = mockApi(() => ({ data: { success: true, data: [weekdays, massage, saturday] } }));
    restore = mock.restore;

    await expect(loadTimings()).resolves.toEqual({
      physical: [weekdays, saturday],
      massage: [massage],
    });
    expect(mock.requests[0].url).toBe('Treatment/GetTimings');
    expect(mock.requests[0].params).toEqual({ TimeId: 0 });
  });

  it('leaves both lists empty when the answer is unsuccessful', async () => {
    restore = mockApi(() => ({ data: { success: false, data: null } })).restore;
    await expect(loadTimings()).resolves.toEqual({ physical: [], massage: [] });
  });

  it('leaves both lists empty when the call fails', async () => {
    restore = mockApi(() => ({ status: 503 })).restore;
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await expect(loadTimings()).resolves.toEqual({ physical: [], massage: [] });
  });
});
