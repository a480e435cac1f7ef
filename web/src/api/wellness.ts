import { inLanguage } from '@/i18n/locale';
import { client } from './client';
import type { WellnessService } from './types';

/** GET Treatment/GetMessageDetails: the massage and wellness services (a bare array). */
export async function getMessageDetails(
  treatmentId = 0,
  isVisibleToAdmin = false,
): Promise<WellnessService[]> {
  const response = await (
    await client()
  ).get<WellnessService[]>('Treatment/GetMessageDetails', {
    params: inLanguage({ TreatmentId: treatmentId, isVisibleToAdmin }),
  });
  return Array.isArray(response.data) ? response.data : [];
}
