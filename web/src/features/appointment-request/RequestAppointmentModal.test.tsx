import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { formServer } from '@/testing/form-server';
import { RequestAppointmentButton } from './RequestAppointmentButton';

describe('RequestAppointmentModal', () => {
  it('opens a labelled dialog with the request form and closes on Escape', async () => {
    formServer();
    const user = userEvent.setup();
    render(<RequestAppointmentButton>Send Us Query</RequestAppointmentButton>);
    const opener = screen.getByRole('button', { name: 'Send Us Query' });
    await user.click(opener);

    const dialog = screen.getByRole('dialog', { name: 'Request an Appointment' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(await screen.findByRole('textbox', { name: 'Full name' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Treatment' })).toHaveValue('0');

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(opener).toHaveFocus();
  });

  it('a static modal stays open on Escape and a backdrop click', async () => {
    formServer();
    const user = userEvent.setup();
    render(
      <RequestAppointmentButton
        static
        treatment={{ treatmentId: 102, treatmentName: 'STIM Recovery Massage', tariffId: 2 }}
      >
        Book
      </RequestAppointmentButton>,
    );
    await user.click(screen.getByRole('button', { name: 'Book' }));
    const subject = await screen.findByRole('textbox', { name: 'Subject' });
    expect(subject).toHaveValue('Appointment for STIM Recovery Massage');

    await user.keyboard('{Escape}');
    fireEvent.mouseDown(screen.getByTestId('dialog-overlay'));
    expect(screen.getByRole('dialog', { name: 'Request an Appointment' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('starts afresh each time it opens', async () => {
    formServer();
    const user = userEvent.setup();
    render(<RequestAppointmentButton>Open</RequestAppointmentButton>);
    await user.click(screen.getByRole('button', { name: 'Open' }));
    await user.type(await screen.findByRole('textbox', { name: 'Full name' }), 'Rosa');
    await user.click(screen.getByRole('button', { name: 'Close' }));

    await user.click(screen.getByRole('button', { name: 'Open' }));
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Full name' })).toHaveValue(''));
  });
});
