import { api, inLanguage } from '@/lib/api';
import type { WellnessService } from './types';

/** GET Treatment/GetMessageDetails: the massage and wellness services (a bare array). */
export async function getMessageDetails(
  treatmentId = 0,
  isVisibleToAdmin = false,
): Promise<WellnessService[]> {
  const response = await api.get<WellnessService[]>('Treatment/GetMessageDetails', {
    params: inLanguage({ TreatmentId: treatmentId, isVisibleToAdmin }),
  });
  return Array.isArray(response.data) ? response.data : [];
}
