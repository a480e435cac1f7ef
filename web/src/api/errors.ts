import { isAxiosError } from 'axios';
import type { ApiErrorBody } from './types';

/** The server's error message from a failed call, if it sent one. */
export function apiErrorMessage(error: unknown): string | undefined {
  if (!isAxiosError<ApiErrorBody | string>(error)) return undefined;
  const body = error.response?.data;
  if (typeof body === 'string') {
    try {
      const parsed = JSON.parse(body) as ApiErrorBody;
      return parsed.message || undefined;
    } catch {
      return body.trim() || undefined;
    }
  }
  return body?.message || undefined;
}
