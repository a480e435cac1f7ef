import type { Blog, Timing, Treatment } from '@/api/types';
import { mockApi, type MockReply } from './mock-api';

export interface SiteData {
  treatments?: Treatment[];
  blogs?: Blog[];
  timings?: Timing[];
}

/** Answers the content calls the header, footer and home page make, from `data`. */
export function mockSiteApi(data: SiteData, override?: (url: string) => MockReply | undefined) {
  return mockApi((config) => {
    const url = config.url ?? '';
    const special = override?.(url);
    if (special) return special;
    if (url === 'Treatment/GetTreatmentDetails') {
      return { data: { success: true, data: data.treatments ?? [] } };
    }
    if (url === 'Treatment/GetComments') return { data: { success: true, data: data.blogs ?? [] } };
    if (url === 'Treatment/GetTimings')
      return { data: { success: true, data: data.timings ?? [] } };
    return { data: { success: false, data: null } };
  });
}
