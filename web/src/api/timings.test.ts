import { HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { answerGet, callOf, recordRequests, success, unsuccessful } from '@/testing/server';
import { loadTimings } from './timings';

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
    const requests = recordRequests();
    answerGet('Treatment/GetTimings', () => success([weekdays, massage, saturday]));

    await expect(loadTimings()).resolves.toEqual({
      physical: [weekdays, saturday],
      massage: [massage],
    });
    expect(requests.map(callOf)).toEqual([
      { call: 'Treatment/GetTimings', query: { TimeId: '0' } },
    ]);
  });

  it('leaves both lists empty when the answer is unsuccessful', async () => {
    answerGet('Treatment/GetTimings', unsuccessful);
    await expect(loadTimings()).resolves.toEqual({ physical: [], massage: [] });
  });

  it('leaves both lists empty when the call fails', async () => {
    answerGet('Treatment/GetTimings', () => new HttpResponse(null, { status: 503 }));
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await expect(loadTimings()).resolves.toEqual({ physical: [], massage: [] });
  });
});
