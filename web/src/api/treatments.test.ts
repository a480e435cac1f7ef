import { HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { answerGet, callOf, recordRequests, success, unsuccessful } from '@/testing/server';
import { getTreatmentDetails, loadTreatmentList } from './treatments';

const tmj = {
  treatmentID: 3,
  treatmentId: 3,
  treatmentName: 'TMJ Dysfunction',
  slug: 'tmj-dysfunction',
  flag: 'W',
  treatmentTypeID: 1,
  filePath: 'treatments/tmj-dysfunction.svg',
  pagetitle: 'TMJ Dysfunction Treatment',
  treatementHeader: 'Jaw pain care.',
  keyword: 'tmj',
  ckEditorHtml: null,
};

describe('getTreatmentDetails', () => {
  it('asks for the id with a timestamp and no-cache headers', async () => {
    const requests = recordRequests();
    answerGet('Treatment/GetTreatmentDetails', () => success([tmj]));
    vi.spyOn(Date, 'now').mockReturnValue(1234567);

    const answer = await getTreatmentDetails(0);

    expect(answer.data).toEqual([tmj]);
    const [request] = requests;
    expect(new URL(request.url).pathname).toBe('/api/Treatment/GetTreatmentDetails');
    expect(callOf(request).query).toEqual({ TreatmentId: '0', ts: '1234567' });
    expect(request.headers.get('Cache-Control')).toBe('no-cache');
    expect(request.headers.get('Pragma')).toBe('no-cache');
  });
});

describe('loadTreatmentList', () => {
  it('gives the treatments of a successful answer', async () => {
    answerGet('Treatment/GetTreatmentDetails', () => success([tmj]));
    await expect(loadTreatmentList()).resolves.toEqual([tmj]);
  });

  it('gives an empty list and logs "No treatments found" when the answer is unsuccessful', async () => {
    answerGet('Treatment/GetTreatmentDetails', unsuccessful);
    const log = vi.spyOn(console, 'log').mockImplementation(() => undefined);

    await expect(loadTreatmentList()).resolves.toEqual([]);
    expect(log).toHaveBeenCalledWith('No treatments found');
  });

  it('gives an empty list and logs "Error loading treatments" when the call fails', async () => {
    answerGet('Treatment/GetTreatmentDetails', () =>
      HttpResponse.json({ message: 'down' }, { status: 500 }),
    );
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);

    await expect(loadTreatmentList()).resolves.toEqual([]);
    expect(error).toHaveBeenCalledWith('Error loading treatments', expect.anything());
  });

  it('gives an empty list when the network is down', async () => {
    answerGet('Treatment/GetTreatmentDetails', () => HttpResponse.error());
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);

    await expect(loadTreatmentList()).resolves.toEqual([]);
    expect(error).toHaveBeenCalledWith('Error loading treatments', expect.anything());
  });
});
