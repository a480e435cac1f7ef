import { api, inLanguage } from '@/lib/api';
import type { TariffListAnswer } from './types';

/** GET Treatment/GetTariffDetails: the treatments offered in the request form (0, false). */
export async function getTariffDetails(
  tariffId = 0,
  isVisibleToAdmin = false,
): Promise<TariffListAnswer> {
  const response = await api.get<TariffListAnswer>('Treatment/GetTariffDetails', {
    params: inLanguage({ tariffId, isVisibleToAdmin }),
  });
  return response.data;
}
