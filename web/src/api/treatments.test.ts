import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi } from '@/testing/mock-api';
import { getTreatmentDetails, loadTreatmentList } from './treatments';

let restore: (() => void) | undefined;

afterEach(() => {
  restore?.();
  restore = undefined;
});

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
    const mock = mockApi(() => ({ data: { success: true, data: [tmj] } }));
    restore = mock.restore;
    vi.spyOn(Date, 'now').mockReturnValue(1234567);

    const answer = await getTreatmentDetails(0);

    expect(answer.data).toEqual([tmj]);
    const [request] = mock.requests;
    expect(request.baseURL).toBe('/api/');
    expect(request.url).toBe('Treatment/GetTreatmentDetails');
    expect(request.params).toEqual({ TreatmentId: 0, ts: 1234567 });
    expect(request.headers.get('Cache-Control')).toBe('no-cache');
    expect(request.headers.get('Pragma')).toBe('no-cache');
  });
});

describe('loadTreatmentList', () => {
  it('gives the treatments of a successful answer', async () => {
    restore = mockApi(() => ({ data: { success: true, data: [tmj] } })).restore;
    await expect(loadTreatmentList()).resolves.toEqual([tmj]);
  });

  it('gives an empty list and logs "No treatments found" when the answer is unsuccessful', async () => {
    restore = mockApi(() => ({ data: { success: false, data: null } })).restore;
    const log = vi.spyOn(console, 'log').mockImplementation(() => undefined);

    await expect(loadTreatmentList()).resolves.toEqual([]);
    expect(log).toHaveBeenCalledWith('No treatments found');
  });

  it('gives an empty list and logs "Error loading treatments" when the call fails', async () => {
    restore = mockApi(() => ({ status: 500, data: { message: 'down' } })).restore;
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);

    await expect(loadTreatmentList()).resolves.toEqual([]);
    expect(error).toHaveBeenCalledWith('Error loading treatments', expect.anything());
  });

  it('gives an empty list when the network is down', async () => {
    restore = mockApi(() => ({ networkError: true })).restore;
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);

    await expect(loadTreatmentList()).resolves.toEqual([]);
    expect(error).toHaveBeenCalledWith('Error loading treatments', expect.anything());
  });
});
