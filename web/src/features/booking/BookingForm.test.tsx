import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { todayIn } from '@/lib/forms/dates';
import { reloadPage } from '@/lib/forms/reload';
import { formServer } from '@/testing/form-server';
import { BookingForm } from './BookingForm';

vi.mock('@/lib/forms/reload', () => ({ reloadPage: vi.fn() }));

// The dates below are in 2099, and a date may be at most 12 months ahead: the clinic's "today"
// is set a little before them.
beforeAll(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2099-01-15T15:00:00Z'));
});
afterAll(() => vi.useRealTimers());

function formIn(element: Element): HTMLFormElement {
  const form = element.querySelector('form') ?? element.closest('form');
  if (!form) throw new Error('no form here');
  return form;
}

let server: ReturnType<typeof formServer>;

beforeEach(() => {
  vi.mocked(reloadPage).mockClear();
});

function setup() {
  server = formServer();
  const user = userEvent.setup();
  return { user, ...render(<BookingForm />) };
}

const field = {
  name: () => screen.getByRole('textbox', { name: 'Name' }),
  email: () => screen.getByRole('textbox', { name: 'Email' }),
  phone: () => screen.getByRole('textbox', { name: 'Phone' }),
  service: () => screen.getByRole('combobox', { name: 'Service' }),
  date: () => screen.getByLabelText(/^Date/),
  submit: () => screen.getByRole('button', { name: /Book Appointment|Sending/ }),
};

describe('BookingForm', () => {
  it('has the five fields, the eight services and a placeholder to start on', () => {
    setup();
    expect(field.email()).toHaveAttribute('type', 'email');
    expect(field.date()).toHaveAttribute('type', 'date');
    expect(field.date()).toHaveAttribute('min', todayIn('America/New_York'));
    expect(field.service()).toHaveValue('');
    const placeholder = within(field.service()).getByRole('option', { name: 'Select Service' });
    expect(placeholder).toBeDisabled();
    expect(
      within(field.service())
        .getAllByRole('option')
        .slice(1)
        .map((option) => [(option as HTMLOptionElement).value, option.textContent]),
    ).toEqual([
      ['manual_therapy', 'Manual Therapy'],
      ['chronic_pain', 'Chronic Pain'],
      ['hand_therapy', 'Hand Therapy'],
      ['sports_therapy', 'Sports Therapy'],
      ['cupping_therapy', 'Cupping Therapy'],
      ['ultrasound_therapy', 'Ultrasound Therapy'],
      ['laser_therapy', 'Laser Therapy'],
      ['craniosacral_therapy', 'Craniosacral Therapy'],
    ]);
    expect(field.submit()).toHaveAttribute('aria-disabled', 'true');
  });

  it('requires every field', async () => {
    const { container } = setup();
    fireEvent.submit(formIn(container));
    expect(await screen.findByText('Full name is required.')).toBeVisible();
    expect(screen.getByText('Valid email is required.')).toBeVisible();
    expect(screen.getByText('Phone number is required')).toBeVisible();
    expect(screen.getByText('Please choose a treatment.')).toBeVisible();
    expect(screen.getByText('Date is required.')).toBeVisible();
    expect(server.posts).toHaveLength(0);
  });

  it('sends an appointment request naming the service and the date', async () => {
    const { user } = setup();
    await user.type(field.name(), 'Rosa Delgado');
    await user.type(field.email(), 'rosa@example.com');
    await user.type(field.phone(), '2015550123');
    expect(field.phone()).toHaveValue('(201) 555-0123');
    await user.selectOptions(field.service(), 'Hand Therapy');
    fireEvent.change(field.date(), { target: { value: '2099-03-02' } });
    await waitFor(() => expect(field.submit()).toHaveAttribute('aria-disabled', 'false'));
    await user.click(field.submit());

    const dialog = await screen.findByRole('alertdialog', { name: 'Success!' });
    expect(dialog).toHaveTextContent('Stored.');
    expect(server.posts[0].call).toBe('Treatment/InsertUpdateOnlineAppointmentRequest');
    expect(server.body()).toEqual({
      appointmentRequestId: 0,
      treatmentId: 0,
      tariffId: 0,
      treatmentName: '',
      appointmentDate: '2099-03-02',
      fullName: 'Rosa Delgado',
      phoneNo: '(201) 555-0123',
      emailId: 'rosa@example.com',
      subject: 'Appointment for Hand Therapy',
      remark: 'I would like to book Hand Therapy on Monday, March 2, 2099 (2099-03-02).',
      isActive: true,
      createdBy: 0,
      website: '',
    });
    await user.click(within(dialog).getByRole('button', { name: 'OK' }));
    expect(reloadPage).toHaveBeenCalledTimes(1);
  });

  it("shows the appointment dialogs on failure and the server's field messages", async () => {
    const { user } = setup();
    server.reply({
      status: 422,
      data: {
        message: 'Please correct the highlighted fields.',
        errors: { phoneNo: 'Phone number is required' },
      },
    });
    await user.type(field.name(), 'Rosa Delgado');
    await user.type(field.email(), 'rosa@example.com');
    await user.type(field.phone(), '2015550123');
    await user.selectOptions(field.service(), 'manual_therapy');
    fireEvent.change(field.date(), { target: { value: '2099-03-02' } });
    await waitFor(() => expect(field.submit()).toHaveAttribute('aria-disabled', 'false'));
    await user.click(field.submit());

    const dialog = await screen.findByRole('alertdialog', { name: 'Error!' });
    expect(dialog).toHaveTextContent('Please correct the highlighted fields.');
    await user.click(within(dialog).getByRole('button', { name: 'OK' }));
    expect(screen.getByText('Phone number is required')).toBeVisible();
    expect(field.name()).toHaveValue('Rosa Delgado');
  });
});
