import type { AxiosInstance } from 'axios';

/**
 * The app's HTTP client (lib/api.ts), loaded with the first call. A page rendered ahead starts
 * with the answers it was rendered with, so a first visit does without axios until the visitor
 * asks for something new: a form, another page.
 */
export async function client(): Promise<AxiosInstance> {
  return (await import('@/lib/api')).api;
}
