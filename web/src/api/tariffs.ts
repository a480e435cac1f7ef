import { inLanguage } from '@/i18n/locale';
import { client } from './client';
import type { TariffListAnswer } from './types';

/** GET Treatment/GetTariffDetails: the treatments offered in the request form (0, false). */
export async function getTariffDetails(
  tariffId = 0,
  isVisibleToAdmin = false,
): Promise<TariffListAnswer> {
  const response = await (
    await client()
  ).get<TariffListAnswer>('Treatment/GetTariffDetails', {
    params: inLanguage({ tariffId, isVisibleToAdmin }),
  });
  return response.data;
}
