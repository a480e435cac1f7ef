import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { todayIn } from '@/lib/forms/dates';
import { reloadPage } from '@/lib/forms/reload';
import { formServer, type Reply } from '@/testing/form-server';
import { RequestAppointmentForm } from './RequestAppointmentForm';

vi.mock('@/lib/forms/reload', () => ({ reloadPage: vi.fn() }));

// The dates below are in 2099, and a date may be at most 12 months ahead: the clinic's "today"
// is set a little before them.
beforeAll(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2099-01-15T15:00:00Z'));
});
afterAll(() => vi.useRealTimers());

const FUTURE = '2099-06-15';
const TENS = { treatmentId: 101, treatmentName: 'TENS with Therapeutic Massage', tariffId: 1 };

function formIn(element: Element): HTMLFormElement {
  const form = element.querySelector('form') ?? element.closest('form');
  if (!form) throw new Error('no form here');
  return form;
}

let server: ReturnType<typeof formServer>;

beforeEach(() => {
  vi.mocked(reloadPage).mockClear();
});

function setup(
  props: Parameters<typeof RequestAppointmentForm>[0] = {},
  options?: { hold?: boolean },
) {
  server = formServer(options);
  const user = userEvent.setup();
  const view = render(<RequestAppointmentForm {...props} />);
  return { user, ...view };
}

const field = {
  treatment: () => screen.getByRole('combobox', { name: 'Treatment' }),
  date: () => screen.getByLabelText(/^Appointment date/),
  name: () => screen.getByRole('textbox', { name: 'Full name' }),
  phone: () => screen.getByRole('textbox', { name: 'Phone' }),
  email: () => screen.getByRole('textbox', { name: 'Email' }),
  subject: () => screen.getByRole('textbox', { name: 'Subject' }),
  message: () => screen.getByRole('textbox', { name: 'Message' }),
  submit: () => screen.getByRole('button', { name: /Send Request|Sending/ }),
};

async function fillValid(user: ReturnType<typeof userEvent.setup>, subject = true) {
  fireEvent.change(field.date(), { target: { value: FUTURE } });
  fireEvent.blur(field.date());
  await user.type(field.name(), 'Rosa Delgado');
  await user.type(field.phone(), '2015550123');
  await user.type(field.email(), 'rosa.delgado@example.com');
  if (subject) await user.type(field.subject(), 'Knee pain');
  await user.type(field.message(), 'My right knee hurts on the stairs.');
  await waitFor(() => expect(field.submit()).toHaveAttribute('aria-disabled', 'false'));
}

function errorOf(control: HTMLElement): string | null {
  const id = control.getAttribute('aria-describedby');
  return id ? (document.getElementById(id)?.textContent ?? null) : null;
}

describe('RequestAppointmentForm: fields and treatment', () => {
  it('shows every field with a visible label', () => {
    setup();
    for (const label of [
      'Treatment',
      'Appointment date',
      'Full name',
      'Phone',
      'Email',
      'Subject',
      'Message',
    ]) {
      expect(screen.getByText(label, { selector: 'label' })).toBeVisible();
    }
    expect(field.date()).toHaveAttribute('type', 'date');
    expect(field.date()).toHaveAttribute('min', todayIn('America/New_York'));
  });

  it('without a preselected service fixes the treatment at 0, a general request', async () => {
    setup();
    expect(field.treatment()).toBeDisabled();
    expect(field.treatment()).toHaveValue('0');
    expect(
      within(field.treatment()).getByRole('option', { name: 'General request' }),
    ).toHaveProperty('selected', true);
    expect(field.subject()).toHaveValue('');
    // the tariff list is asked for with 0 and false
    await waitFor(() =>
      expect(
        within(field.treatment()).getByRole('option', { name: 'STIM Recovery Massage' }),
      ).toBeInTheDocument(),
    );
  });

  it('with a preselected service fixes the treatment and prefills the subject', () => {
    setup({ treatment: TENS });
    expect(field.treatment()).toBeDisabled();
    expect(field.treatment()).toHaveValue('101');
    expect(field.subject()).toHaveValue('Appointment for TENS with Therapeutic Massage');
  });

  it('a reset clears the form and lets the treatment be chosen', async () => {
    const { user } = setup({ treatment: TENS });
    await user.type(field.name(), 'Rosa');
    await user.click(screen.getByRole('button', { name: 'Clear Form' }));

    expect(field.treatment()).toBeEnabled();
    expect(field.treatment()).toHaveValue('');
    expect(field.subject()).toHaveValue('');
    expect(field.name()).toHaveValue('');

    fireEvent.blur(field.treatment());
    await waitFor(() => expect(errorOf(field.treatment())).toBe('Please choose a treatment.'));
    await waitFor(() =>
      expect(within(field.treatment()).getAllByRole('option').length).toBeGreaterThan(2),
    );
    await user.selectOptions(field.treatment(), 'STIM Recovery Massage');
    await waitFor(() => expect(errorOf(field.treatment())).toBeNull());
  });
});

describe('RequestAppointmentForm: validation', () => {
  it('shows an error only once the field has been touched', async () => {
    const { user } = setup();
    await user.type(field.name(), 'A');
    expect(screen.queryByText('Full name is required.')).not.toBeInTheDocument();
    expect(field.name()).not.toHaveAttribute('aria-invalid');

    await user.tab();
    expect(await screen.findByText('Full name is required.')).toBeVisible();
    expect(field.name()).toHaveAttribute('aria-invalid', 'true');
    expect(errorOf(field.name())).toBe('Full name is required.');

    await user.type(field.name(), 'l');
    await waitFor(() => expect(screen.queryByText('Full name is required.')).toBeNull());
  });

  it.each([
    ['name', '', 'Full name is required.'],
    ['name', 'A', 'Full name is required.'],
    ['name', 'A'.repeat(51), 'Full name is required.'],
    ['email', 'rosa', 'Valid email is required.'],
    ['email', `${'r'.repeat(45)}@example.com`, 'Valid email is required.'],
    ['subject', 'S'.repeat(101), 'Subject is required.'],
    ['message', 'Too short', 'Message is required And Should Be More Then 10 Charactor.'],
    ['message', 'M'.repeat(1001), 'Message is required And Should Be More Then 10 Charactor.'],
    ['phone', '', 'Phone number is required'],
    ['phone', '20155501', 'Phone number must be at least 10 digits'],
  ] as const)('%s "%s" shows "%s"', async (name, value, message) => {
    setup();
    const control = field[name]();
    fireEvent.focus(control);
    fireEvent.change(control, { target: { value } });
    fireEvent.blur(control);
    await waitFor(() => expect(errorOf(control)).toBe(message));
  });

  it('needs a date, not before today in New York', async () => {
    setup();
    fireEvent.blur(field.date());
    await waitFor(() => expect(errorOf(field.date())).toBe('Date is required.'));
    fireEvent.change(field.date(), { target: { value: '2001-01-01' } });
    await waitFor(() => expect(errorOf(field.date())).toBe('Date is required.'));
    fireEvent.change(field.date(), { target: { value: todayIn('America/New_York') } });
    await waitFor(() => expect(errorOf(field.date())).toBeNull());
  });

  it('formats the phone number while it is typed', async () => {
    const { user } = setup();
    await user.type(field.phone(), '201');
    expect(field.phone()).toHaveValue('(201');
    await user.type(field.phone(), '5');
    expect(field.phone()).toHaveValue('(201) 5');
    await user.type(field.phone(), 'x55-0142999');
    expect(field.phone()).toHaveValue('(201) 555-0142');
    await user.type(field.phone(), '{Backspace}{Backspace}{Backspace}{Backspace}');
    expect(field.phone()).toHaveValue('(201) 555');
  });

  it('keeps the submit button disabled until the form is valid', async () => {
    const { user } = setup();
    expect(field.submit()).toHaveAttribute('aria-disabled', 'true');
    await fillValid(user);
    expect(field.submit()).toHaveAttribute('aria-disabled', 'false');
    await user.clear(field.subject());
    await waitFor(() => expect(field.submit()).toHaveAttribute('aria-disabled', 'true'));
  });

  it('an invalid submit marks every field touched and sends nothing', async () => {
    const { container } = setup();
    fireEvent.submit(formIn(container));

    expect(await screen.findByText('Full name is required.')).toBeVisible();
    expect(screen.getByText('Date is required.')).toBeVisible();
    expect(screen.getByText('Phone number is required')).toBeVisible();
    expect(screen.getByText('Valid email is required.')).toBeVisible();
    expect(screen.getByText('Subject is required.')).toBeVisible();
    expect(
      screen.getByText('Message is required And Should Be More Then 10 Charactor.'),
    ).toBeVisible();
    expect(server.posts).toHaveLength(0);
  });

  it('has a honeypot no person sees, reaches or hears', async () => {
    const { container, user } = setup();
    const trap = container.querySelector<HTMLInputElement>(
      'input[name="website"]',
    ) as HTMLInputElement;
    expect(trap).toHaveAttribute('tabindex', '-1');
    expect(trap).toHaveAttribute('autocomplete', 'off');
    expect(trap.closest('[aria-hidden="true"]')).not.toBeNull();
    expect(screen.queryByRole('textbox', { name: 'Website' })).toBeNull();
    // tabbing through the form never lands in it
    for (let step = 0; step < 12; step += 1) {
      await user.tab();
      expect(document.activeElement).not.toBe(trap);
    }
  });
});

describe('RequestAppointmentForm: sending', () => {
  it('sends the request body of docs/api.md and shows "Sending..." meanwhile', async () => {
    const { user } = setup({ treatment: TENS }, { hold: true });
    await fillValid(user, false);
    await user.click(field.submit());

    const sending = screen.getByRole('button', { name: 'Sending...' });
    expect(sending).toHaveAttribute('aria-disabled', 'true');
    await waitFor(() => expect(server.posts).toHaveLength(1));
    expect(server.posts[0].call).toBe('Treatment/InsertUpdateOnlineAppointmentRequest');
    expect(server.body()).toEqual({
      appointmentRequestId: 0,
      treatmentId: 101,
      tariffId: 1,
      treatmentName: 'TENS with Therapeutic Massage',
      appointmentDate: FUTURE,
      fullName: 'Rosa Delgado',
      phoneNo: '(201) 555-0123',
      emailId: 'rosa.delgado@example.com',
      subject: 'Appointment for TENS with Therapeutic Massage',
      remark: 'My right knee hurts on the stairs.',
      isActive: true,
      createdBy: 0,
      website: '',
    });

    server.reply({ data: { message: 'Thank you! We will call you.' } });
    await act(async () => server.release());
    const dialog = await screen.findByRole('alertdialog', { name: 'Success!' });
    expect(dialog).toHaveTextContent('Thank you! We will call you.');
    expect(dialog).toHaveAttribute('aria-modal', 'true');
  });

  it('a general request is sent with treatment 0', async () => {
    const { user } = setup();
    await fillValid(user);
    await user.click(field.submit());
    await screen.findByRole('alertdialog', { name: 'Success!' });
    expect(server.body()).toMatchObject({ treatmentId: 0, tariffId: 0, treatmentName: '' });
  });

  it('closing the success dialog resets the form and reloads the page', async () => {
    const { user } = setup();
    await fillValid(user);
    await user.click(field.submit());
    const dialog = await screen.findByRole('alertdialog', { name: 'Success!' });
    expect(dialog).toHaveTextContent('Stored.');

    await user.click(within(dialog).getByRole('button', { name: 'OK' }));
    expect(reloadPage).toHaveBeenCalledTimes(1);
    expect(field.name()).toHaveValue('');
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('says "Appointment booked successfully!" when the server gives no message', async () => {
    const { user } = setup();
    server.reply({ data: {} });
    await fillValid(user);
    await user.click(field.submit());
    expect(await screen.findByRole('alertdialog', { name: 'Success!' })).toHaveTextContent(
      'Appointment booked successfully!',
    );
  });

  it.each<[string, Reply, string]>([
    [
      'a server error with its message',
      { status: 500, data: { message: 'Server is busy.' } },
      'Server is busy.',
    ],
    [
      'a server error without a message',
      { status: 500, data: 'oops' },
      'Failed to submit appointment',
    ],
    ['a network failure', { networkError: true }, 'Failed to submit appointment'],
    [
      'too many requests',
      {
        status: 429,
        data: { message: 'Too many requests. Please try again in 42 seconds.', retryAfter: 42 },
      },
      'Too many requests. Please try again in 42 seconds.',
    ],
    ['an unexpected fault', { throws: new TypeError('broken') }, 'An unexpected error occurred'],
  ])('shows "Error!" for %s and keeps what was typed', async (_case, reply, message) => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { user } = setup();
    server.reply(reply);
    await fillValid(user);
    await user.click(field.submit());

    const dialog = await screen.findByRole('alertdialog', { name: 'Error!' });
    expect(dialog).toHaveTextContent(message);
    await user.click(within(dialog).getByRole('button', { name: 'OK' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(reloadPage).not.toHaveBeenCalled();
    expect(field.name()).toHaveValue('Rosa Delgado');
    expect(field.message()).toHaveValue('My right knee hurts on the stairs.');
    expect(field.submit()).toHaveAttribute('aria-disabled', 'false');
  });

  it("shows the server's words next to each field of a 422", async () => {
    const { user } = setup();
    server.reply({
      status: 422,
      data: {
        message: 'Please correct the highlighted fields.',
        errors: { emailId: 'Valid email is required.', appointmentDate: 'Date is required.' },
      },
    });
    await fillValid(user);
    await user.click(field.submit());

    const dialog = await screen.findByRole('alertdialog', { name: 'Error!' });
    expect(dialog).toHaveTextContent('Please correct the highlighted fields.');
    await user.click(within(dialog).getByRole('button', { name: 'OK' }));
    expect(errorOf(field.email())).toBe('Valid email is required.');
    expect(errorOf(field.date())).toBe('Date is required.');
    expect(field.email()).toHaveAttribute('aria-invalid', 'true');
  });

  it('sends one Idempotency-Key with every submit of one display, a new one per display', async () => {
    const first = setup();
    server.reply(
      { status: 503, data: { message: 'Try again.' } },
      { data: { message: 'Stored.' } },
    );
    await fillValid(first.user);
    await first.user.click(field.submit());
    await first.user.click(
      within(await screen.findByRole('alertdialog', { name: 'Error!' })).getByRole('button', {
        name: 'OK',
      }),
    );
    await first.user.click(field.submit());
    await screen.findByRole('alertdialog', { name: 'Success!' });

    const key = server.header(0, 'Idempotency-Key');
    expect(key).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(server.header(1, 'Idempotency-Key')).toBe(key);
    first.unmount();

    const second = setup();
    await fillValid(second.user);
    await second.user.click(field.submit());
    await screen.findByRole('alertdialog', { name: 'Success!' });
    expect(server.header(0, 'Idempotency-Key')).not.toBe(key);
  });

  it('a double click sends one request', async () => {
    const { user } = setup({}, { hold: true });
    await fillValid(user);
    const button = field.submit();
    await user.dblClick(button);
    fireEvent.submit(formIn(button));
    await act(async () => server.release());
    await screen.findByRole('alertdialog', { name: 'Success!' });
    expect(server.posts).toHaveLength(1);
  });
});
