import { inLanguage } from '@/i18n/locale';
import { client } from './client';
import type { Treatment, TreatmentAnswer, TreatmentListAnswer } from './types';

const noCache = { 'Cache-Control': 'no-cache', Pragma: 'no-cache' };

/** GET Treatment/GetTreatmentDetails: id 0 = every treatment, otherwise a one-item list. */
export async function getTreatmentDetails(treatmentId: number): Promise<TreatmentListAnswer> {
  const response = await (
    await client()
  ).get<TreatmentListAnswer>('Treatment/GetTreatmentDetails', {
    params: inLanguage({ TreatmentId: treatmentId, ts: Date.now() }),
    headers: noCache,
  });
  return response.data;
}

/** GET Treatment/GetTreatmentDescriptionBySlug: one treatment with its HTML body. */
export async function getTreatmentDescriptionBySlug(slug: string): Promise<TreatmentAnswer> {
  const response = await (
    await client()
  ).get<TreatmentAnswer>('Treatment/GetTreatmentDescriptionBySlug', {
    params: inLanguage({ Slug: slug }),
  });
  return response.data;
}

/**
 * Every treatment, for menus, lists and the sitemap. An unsuccessful answer or a failed call
 * gives an empty list (and a log line), never an error.
 */
export async function loadTreatmentList(): Promise<Treatment[]> {
  try {
    const answer = await getTreatmentDetails(0);
    if (!answer?.success || !Array.isArray(answer.data)) {
      console.log('No treatments found');
      return [];
    }
    return answer.data;
  } catch (error) {
    console.error('Error loading treatments', error);
    return [];
  }
}
