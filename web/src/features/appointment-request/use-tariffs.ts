import { getTariffDetails } from '@/api/tariffs';
import type { Tariff } from '@/api/types';
import { useApi } from '@/hooks/use-api';

/** The services a patient may choose in the request form (an empty list if the call fails). */
async function loadTariffs(): Promise<Tariff[]> {
  try {
    const answer = await getTariffDetails(0, false);
    return answer?.success && Array.isArray(answer.data) ? answer.data : [];
  } catch (error) {
    console.warn('The treatment list could not be loaded', error);
    return [];
  }
}

const NO_TARIFFS: Tariff[] = [];

/** The tariff list, loaded once the form is shown; empty until it arrives. */
export function useTariffs(): Tariff[] {
  const tariffs = useApi('tariffs', loadTariffs);
  return tariffs.status === 'loaded' ? tariffs.data : NO_TARIFFS;
}
