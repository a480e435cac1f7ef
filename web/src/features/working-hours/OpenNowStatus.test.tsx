import { act, render, screen } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeTiming } from '@/testing/fixtures';
import { answerGet, success } from '@/testing/server';
import { OpenNowStatus } from './OpenNowStatus';

// Hours unlike the profile's, so that the text shows which ones were read.
const physical = [
  makeTiming(1, 'Physical Therapy', 'Mon,Tue,Wed,Thu,Fri', '08:00', '17:30'),
  makeTiming(2, 'Physical Therapy', 'Sat', '08:00', '12:00'),
  makeTiming(3, 'Massage Therapy', 'Sun', '10:00', '14:00'),
];

afterEach(() => {
  vi.useRealTimers();
});

describe('OpenNowStatus', () => {
  it('says the clinic is open on a Tuesday morning in New York, and when it closes', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-24T15:00:00Z')); // Tuesday 10:00 EST
    answerGet('Treatment/GetTimings', () => success(physical));
    render(<OpenNowStatus />);
    // The Working Hours popup's physical-therapy hours, once they are there.
    expect(await screen.findByText('Open now · closes at 5:30 pm')).toHaveAttribute(
      'data-state',
      'open',
    );
  });

  it('on a Sunday says it is closed and opens on Monday (massage hours do not count)', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-29T16:00:00Z')); // Sunday 11:00 EST
    answerGet('Treatment/GetTimings', () => success(physical));
    render(<OpenNowStatus />);
    expect(await screen.findByText('Closed now · opens Monday at 8 am')).toHaveAttribute(
      'data-state',
      'closed',
    );
  });

  it('uses the profile hours while the working hours are not there', () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-28T18:00:00Z')); // Saturday 13:00 EST
    answerGet('Treatment/GetTimings', () => success([]));
    render(<OpenNowStatus />);
    expect(screen.getByText('Closed now · opens Monday at 9 am')).toBeInTheDocument();
  });

  it('is rendered on the server as the week’s hours, and hydrates to the live state', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-24T15:00:00Z')); // Tuesday 10:00 EST
    answerGet('Treatment/GetTimings', () => success([]));
    const html = renderToString(<OpenNowStatus />);
    expect(html).toContain('Mon–Fri 9 am–7 pm, Sat 9 am–12 pm');
    expect(html).not.toContain('Open now');

    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    const errors = vi.spyOn(console, 'error');
    const recoverable: unknown[] = [];
    const root = await act(async () =>
      hydrateRoot(container, <OpenNowStatus />, {
        onRecoverableError: (error) => recoverable.push(error),
      }),
    );
    expect(container).toHaveTextContent('Open now · closes at 7 pm');
    expect(recoverable).toEqual([]);
    expect(errors).not.toHaveBeenCalled();
    act(() => root.unmount());
    container.remove();
  });
});
