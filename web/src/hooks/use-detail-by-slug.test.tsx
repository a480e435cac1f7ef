import { render, screen } from '@testing-library/react';
import { AxiosError, AxiosHeaders } from 'axios';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import type { Envelope } from '@/api/types';
import { useDetailBySlug } from './use-detail-by-slug';

function failure(status: number | null): AxiosError {
  const config = { headers: new AxiosHeaders() };
  const response =
    status === null
      ? undefined
      : { status, statusText: String(status), data: {}, headers: {}, config };
  return new AxiosError(`status ${status}`, 'ERR_BAD_REQUEST', config, null, response);
}

function Detail({ load }: { load: (slug: string) => Promise<Envelope<string>> }) {
  const detail = useDetailBySlug('bad.slug', load);
  return <p>{detail ?? 'Loading'}</p>;
}

function renderWith(load: (slug: string) => Promise<Envelope<string>>) {
  render(
    <MemoryRouter initialEntries={['/what-we-treat?slug=bad.slug']}>
      <Routes>
        <Route path="/what-we-treat" element={<Detail load={load} />} />
        <Route path="/not-found" element={<p>Not found screen</p>} />
        <Route path="/error" element={<p>Error screen</p>} />
      </Routes>
    </MemoryRouter>,
  );
}

describe('useDetailBySlug', () => {
  it.each([400, 404, 422])(
    'goes to Not found when the API refuses the slug (%i)',
    async (status) => {
      const error = vi.spyOn(console, 'error').mockImplementation(() => {});
      renderWith(() => Promise.reject(failure(status)));
      expect(await screen.findByText('Not found screen')).toBeInTheDocument();
      expect(error).not.toHaveBeenCalled();
    },
  );

  it('goes to Not found when the answer is unsuccessful', async () => {
    renderWith(() => Promise.resolve({ success: false, data: '' }));
    expect(await screen.findByText('Not found screen')).toBeInTheDocument();
  });

  it.each([500, 503, null])(
    'goes to the error screen when the call breaks (%s)',
    async (status) => {
      const error = vi.spyOn(console, 'error').mockImplementation(() => {});
      renderWith(() => Promise.reject(failure(status)));
      expect(await screen.findByText('Error screen')).toBeInTheDocument();
      expect(error).toHaveBeenCalledWith('Failed to load treatment data', expect.anything());
    },
  );
});
