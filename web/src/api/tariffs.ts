import { api } from '@/lib/api';
import type { Envelope, Tariff } from './types';

/** GET Treatment/GetTariffDetails: the treatments offered in the request form (0, false). */
export async function getTariffDetails(
  tariffId = 0,
  isVisibleToAdmin = false,
): Promise<Envelope<Tariff[]>> {
  const response = await api.get<Envelope<Tariff[]>>('Treatment/GetTariffDetails', {
    params: { tariffId, isVisibleToAdmin },
  });
  return response.data;
}
