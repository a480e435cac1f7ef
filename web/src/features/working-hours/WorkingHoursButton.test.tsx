import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { makeTiming } from '@/testing/fixtures';
import { answerGet, recordRequests, success } from '@/testing/server';
import { WorkingHoursButton } from './WorkingHoursButton';

const timings = [
  makeTiming(1, 'Physical Therapy', 'Mon,Tue,Wed,Thu,Fri', '09:00', '19:00'),
  makeTiming(2, 'Physical Therapy', 'Sat', '09:00', '12:00'),
  makeTiming(3, 'Massage Therapy', 'Mon,Wed,Fri', '10:30', '18:00'),
];

describe('WorkingHoursButton', () => {
  it('opens a labelled popup with physical therapy and massage therapy hours', async () => {
    const user = userEvent.setup();
    const requests = recordRequests();
    answerGet('Treatment/GetTimings', () => success(timings));
    render(<WorkingHoursButton />);
    await waitFor(() => expect(requests).toHaveLength(1));

    await user.click(screen.getByRole('button', { name: 'Working Hours' }));
    const dialog = await screen.findByRole('dialog', { name: 'Working Hours' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');

    const physical = screen.getByRole('region', { name: 'Physical Therapy' });
    expect(physical).toHaveTextContent('Mon - Fri');
    expect(physical).toHaveTextContent('9:00 AM - 7:00 PM');
    expect(physical).toHaveTextContent('Sat');
    expect(physical).toHaveTextContent('9:00 AM - 12:00 PM');
    const massage = screen.getByRole('region', { name: 'Massage Therapy' });
    expect(massage).toHaveTextContent('Mon ... Fri');
    expect(massage).toHaveTextContent('10:30 AM - 6:00 PM');
  });

  it('closes on Escape, on the close button and on the overlay', async () => {
    const user = userEvent.setup();
    answerGet('Treatment/GetTimings', () => success(timings));
    render(<WorkingHoursButton />);
    const open = screen.getByRole('button', { name: 'Working Hours' });

    await user.click(open);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(open).toHaveFocus();

    await user.click(open);
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await user.click(open);
    await user.click(screen.getByTestId('dialog-overlay'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('shows empty hours lists when the timings call fails', async () => {
    const user = userEvent.setup();
    const requests = recordRequests();
    answerGet('Treatment/GetTimings', () => new HttpResponse(null, { status: 500 }));
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    render(<WorkingHoursButton />);
    await waitFor(() => expect(requests).toHaveLength(1));

    await user.click(screen.getByRole('button', { name: 'Working Hours' }));
    expect(screen.getByRole('region', { name: 'Physical Therapy' })).toHaveTextContent(
      'Hours are not available right now.',
    );
    expect(screen.getByRole('region', { name: 'Massage Therapy' })).toHaveTextContent(
      'Hours are not available right now.',
    );
  });
});
