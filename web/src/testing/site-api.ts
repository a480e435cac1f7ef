import { http } from 'msw';
import type { Blog, Timing, Treatment } from '@/api/types';
import { apiUrl, server, success, unsuccessful } from './server';

export interface SiteData {
  treatments?: Treatment[];
  blogs?: Blog[];
  timings?: Timing[];
}

/**
 * Answers the content calls the header, footer and pages make from `data`; every other GET is
 * unsuccessful. Handlers a test adds after this one take precedence.
 */
export function answerSiteCalls(data: SiteData) {
  server.use(
    http.get(apiUrl('Treatment/GetTreatmentDetails'), () => success(data.treatments ?? [])),
    http.get(apiUrl('Treatment/GetComments'), () => success(data.blogs ?? [])),
    http.get(apiUrl('Treatment/GetTimings'), () => success(data.timings ?? [])),
    http.get(apiUrl('*'), unsuccessful),
  );
}
