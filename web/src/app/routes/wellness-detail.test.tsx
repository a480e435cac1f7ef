import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import type { WellnessService } from '@/api/types';
import { apiUrl, server, success } from '@/testing/server';
import WellnessDetailPage from './wellness-detail';

const stim: WellnessService = {
  treatmentId: 102,
  tariffID: 2,
  treatmentName: 'STIM Recovery Massage',
  slug: 'stim-recovery-massage',
  treatmentPeriod: '60 minutes',
  charges: 95,
  filePath: 'services/stim.svg',
  ckEditorHtml: '<h3>What happens</h3><p>Electrical stimulation.</p><script>alert(1)</script>',
};
const empty: WellnessService = {
  ...stim,
  treatmentId: 107,
  treatmentName: 'Add-On',
  ckEditorHtml: '',
};

function Where() {
  return <p data-testid="where">{useLocation().pathname}</p>;
}

/** Shows /wellness?id={id} with GetMessageDetails answered by `answerServices`. */
function renderDetail(
  id: string,
  answerServices: () => Response = () => HttpResponse.json([stim, empty]),
) {
  server.use(
    http.get(apiUrl('Treatment/GetMessageDetails'), answerServices),
    http.get(apiUrl('*'), () => success([])),
  );
  render(
    <MemoryRouter initialEntries={[`/wellness?id=${encodeURIComponent(id)}`]}>
      <Routes>
        <Route path="/wellness" element={<WellnessDetailPage />} />
        <Route path="/page-not-found" element={<Where />} />
      </Routes>
    </MemoryRouter>,
  );
}

describe('Wellness detail', () => {
  it('shows the service named in base64 with its picture and cleaned rich text', async () => {
    renderDetail(btoa('102'));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'STIM Recovery Massage' }),
    ).toBeVisible();
    expect(screen.getByRole('heading', { name: 'What happens' })).toBeVisible();
    expect(screen.getByText('Electrical stimulation.')).toBeVisible();
    expect(document.querySelector('script')).toBeNull();
    expect(document.querySelector('.wellness-detail__image')).toHaveAttribute(
      'src',
      '/documents/services/stim.svg',
    );
    await waitFor(() => expect(document.title).toMatch(/^STIM Recovery Massage \| /));
    expect(screen.getByRole('region', { name: 'Quick Links' })).toBeInTheDocument();
  });

  it('books the service in a static modal', async () => {
    const user = userEvent.setup();
    renderDetail(btoa('102'));
    await user.click(await screen.findByRole('button', { name: 'Book This Service' }));
    const dialog = screen.getByRole('dialog', { name: 'Book STIM Recovery Massage' });
    expect(await within(dialog).findByRole('textbox', { name: 'Subject' })).toHaveValue(
      'Appointment for STIM Recovery Massage',
    );
    await user.keyboard('{Escape}');
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it.each([
    ['an id that is not base64', '%%%', () => HttpResponse.json([stim])],
    ['an id that is not a number', btoa('abc'), () => HttpResponse.json([stim])],
    ['an unknown service', btoa('999'), () => HttpResponse.json([stim])],
    ['a service without rich text', btoa('107'), () => HttpResponse.json([stim, empty])],
    ['an empty list', btoa('102'), () => HttpResponse.json([])],
    ['a failed call', btoa('102'), () => new HttpResponse(null, { status: 500 })],
  ] as [string, string, () => Response][])(
    'goes to /page-not-found for %s',
    async (_case, id, services) => {
      vi.spyOn(console, 'warn').mockImplementation(() => undefined);
      renderDetail(id, services);
      expect(await screen.findByTestId('where')).toHaveTextContent('/page-not-found');
    },
  );
});
