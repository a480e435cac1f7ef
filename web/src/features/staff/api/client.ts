import axios from 'axios';
import { api } from '@/lib/api';

/** Where the console's calls go, under the app's /api/ base. */
const BASE = 'staff/';

type Listener = () => void;
const refusedListeners = new Set<Listener>();

/**
 * Calls `listener` whenever a console call is answered 401 (no session, or it ended): the
 * console then forgets everything and asks to sign in. Returns the way to stop listening.
 */
export function onSessionRefused(listener: Listener): () => void {
  refusedListeners.add(listener);
  return () => {
    refusedListeners.delete(listener);
  };
}

export interface CallOptions {
  /**
   * Whether the call needs a session (default true): a 401 then means the session is gone.
   * Signing in and invitations answer 401 for a passkey they refuse, which ends nothing.
   */
  session?: boolean;
  /** Extra request headers (the inbox's poll says it is one). */
  headers?: Record<string, string>;
}

async function call<T>(run: () => Promise<{ data: T }>, options: CallOptions = {}): Promise<T> {
  try {
    const { data } = await run();
    return data;
  } catch (error) {
    if ((options.session ?? true) && axios.isAxiosError(error) && error.response?.status === 401) {
      for (const listener of [...refusedListeners]) listener();
    }
    throw error;
  }
}

/** The query of a call without its empty values: `{status: '', page: 2}` sends `page=2`. */
export function queryOf(values: Record<string, string | number>): Record<string, string> {
  const query: Record<string, string> = {};
  for (const [name, value] of Object.entries(values)) {
    if (value !== '' && value !== undefined) query[name] = String(value);
  }
  return query;
}

export function staffGet<T>(
  path: string,
  params?: Record<string, string | number>,
  options?: CallOptions,
): Promise<T> {
  return call(
    () =>
      api.get<T>(BASE + path, {
        params: params ? queryOf(params) : undefined,
        headers: options?.headers,
      }),
    options,
  );
}

export function staffPost<T>(path: string, body?: unknown, options?: CallOptions): Promise<T> {
  return call(() => api.post<T>(BASE + path, body ?? {}), options);
}

export function staffDelete(path: string, options?: CallOptions): Promise<void> {
  return call(() => api.delete<unknown>(BASE + path), options).then(() => undefined);
}

/** The address of a console call for a plain link (a download), with its query. */
export function staffUrl(path: string, params: Record<string, string | number> = {}): string {
  const query = new URLSearchParams(queryOf(params)).toString();
  return `/api/${BASE}${path}${query ? `?${query}` : ''}`;
}
