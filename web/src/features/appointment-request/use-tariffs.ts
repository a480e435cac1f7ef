import { useEffect, useState } from 'react';
import { getTariffDetails } from '@/api/tariffs';
import type { Tariff } from '@/api/types';

/** The services a patient may choose in the request form (an empty list if the call fails). */
export async function loadTariffs(): Promise<Tariff[]> {
  try {
    const answer = await getTariffDetails(0, false);
    return answer?.success && Array.isArray(answer.data) ? answer.data : [];
  } catch (error) {
    console.warn('The treatment list could not be loaded', error);
    return [];
  }
}

/** The tariff list, loaded once the form is shown. */
export function useTariffs(): Tariff[] {
  const [tariffs, setTariffs] = useState<Tariff[]>([]);
  useEffect(() => {
    let active = true;
    void loadTariffs().then((list) => {
      if (active) setTariffs(list);
    });
    return () => {
      active = false;
    };
  }, []);
  return tariffs;
}
