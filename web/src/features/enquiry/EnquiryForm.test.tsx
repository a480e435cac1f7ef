import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { reloadPage } from '@/lib/forms/reload';
import { formServer, type Reply } from '@/testing/form-server';
import { EnquiryForm } from './EnquiryForm';

vi.mock('@/lib/forms/reload', () => ({ reloadPage: vi.fn() }));

function formIn(element: Element): HTMLFormElement {
  const form = element.querySelector('form') ?? element.closest('form');
  if (!form) throw new Error('no form here');
  return form;
}

let server: ReturnType<typeof formServer>;

beforeEach(() => {
  vi.mocked(reloadPage).mockClear();
});

function setup(options?: { hold?: boolean }) {
  server = formServer(options);
  const user = userEvent.setup();
  return { user, ...render(<EnquiryForm />) };
}

const field = {
  name: () => screen.getByRole('textbox', { name: 'Full name' }),
  email: () => screen.getByRole('textbox', { name: 'Email' }),
  phone: () => screen.getByRole('textbox', { name: 'Phone' }),
  subject: () => screen.getByRole('textbox', { name: 'Subject' }),
  message: () => screen.getByRole('textbox', { name: 'Message' }),
  submit: () => screen.getByRole('button', { name: /Send Message|Sending/ }),
};

function errorOf(control: HTMLElement): string | null {
  const id = control.getAttribute('aria-describedby');
  return id ? (document.getElementById(id)?.textContent ?? null) : null;
}

async function fillValid(user: ReturnType<typeof userEvent.setup>) {
  await user.type(field.name(), 'Rosa Delgado');
  await user.type(field.email(), 'rosa.delgado@example.com');
  await user.type(field.phone(), '2015550123');
  await user.type(field.subject(), 'Insurance question');
  await user.type(field.message(), 'Do you accept Horizon plans?');
  await waitFor(() => expect(field.submit()).toHaveAttribute('aria-disabled', 'false'));
}

describe('EnquiryForm', () => {
  it('labels every field and limits the input lengths', () => {
    setup();
    expect(field.name()).toHaveAttribute('maxlength', '50');
    expect(field.email()).toHaveAttribute('maxlength', '50');
    expect(field.email()).toHaveAttribute('type', 'email');
    expect(field.phone()).toHaveAttribute('maxlength', '15');
    expect(field.subject()).toHaveAttribute('maxlength', '100');
    expect(field.message()).toHaveAttribute('maxlength', '1000');
    expect(field.submit()).toHaveAttribute('aria-disabled', 'true');
  });

  it.each([
    ['name', '', 'Full name is required.'],
    ['name', 'A', 'Full name is required.'],
    ['name', 'A'.repeat(51), 'Full name is required.'],
    ['email', '', 'Valid email is required.'],
    ['email', 'rosa@', 'Valid email is required.'],
    ['email', `${'r'.repeat(45)}@example.com`, 'Valid email is required.'],
    ['phone', '', 'Phone number is required'],
    ['phone', '555-0142', 'Please enter a valid phone number (e.g., (123) 456-7890)'],
    ['subject', '', 'Subject is required.'],
    ['subject', 'S'.repeat(101), 'Subject is required.'],
    ['message', '', 'Message is required And Should Be More Then 10 Charactor.'],
    ['message', 'Hello', 'Message is required And Should Be More Then 10 Charactor.'],
    ['message', 'M'.repeat(1001), 'Message is required And Should Be More Then 10 Charactor.'],
  ] as const)('%s "%s" shows "%s" once touched', async (name, value, message) => {
    setup();
    const control = field[name]();
    fireEvent.change(control, { target: { value } });
    expect(errorOf(control)).toBeNull();
    fireEvent.blur(control);
    await waitFor(() => expect(errorOf(control)).toBe(message));
  });

  it('formats the phone number as it is typed', async () => {
    const { user } = setup();
    await user.type(field.phone(), '201555');
    expect(field.phone()).toHaveValue('(201) 555');
    await user.type(field.phone(), '01429');
    expect(field.phone()).toHaveValue('(201) 555-0142');
  });

  it('an invalid submit marks every field touched and sends nothing', async () => {
    const { container } = setup();
    fireEvent.submit(formIn(container));
    expect(await screen.findByText('Full name is required.')).toBeVisible();
    expect(screen.getByText('Valid email is required.')).toBeVisible();
    expect(screen.getByText('Phone number is required')).toBeVisible();
    expect(screen.getByText('Subject is required.')).toBeVisible();
    expect(
      screen.getByText('Message is required And Should Be More Then 10 Charactor.'),
    ).toBeVisible();
    expect(server.posts).toHaveLength(0);
  });

  it('sends the enquiry, shows "Sending" with a spinner, then the server\'s text', async () => {
    const { user } = setup({ hold: true });
    await fillValid(user);
    await user.click(field.submit());

    const sending = screen.getByRole('button', { name: 'Sending' });
    expect(sending).toHaveAttribute('aria-disabled', 'true');
    expect(sending.querySelector('.form-spinner')).not.toBeNull();
    await waitFor(() => expect(server.posts).toHaveLength(1));
    expect(server.posts[0].call).toBe('Communication/SendEmail');
    expect(server.body()).toEqual({
      firstName: 'Rosa Delgado',
      toEmail: 'rosa.delgado@example.com',
      phoneNo: '(201) 555-0123',
      subject: 'Insurance question',
      htmlContent: 'Do you accept Horizon plans?',
      website: '',
    });
    expect(server.header(0, 'Idempotency-Key')).toBeTruthy();

    server.reply({ data: 'Thank you, we will reply soon.' });
    await act(async () => server.release());
    const dialog = await screen.findByRole('alertdialog', { name: 'Success!' });
    expect(dialog).toHaveTextContent('Thank you, we will reply soon.');
    await user.click(within(dialog).getByRole('button', { name: 'OK' }));
    expect(reloadPage).toHaveBeenCalledTimes(1);
  });

  it('says "Enquiry sent successfully!" when the server sends no text', async () => {
    const { user } = setup();
    server.reply({ data: '' });
    await fillValid(user);
    await user.click(field.submit());
    expect(await screen.findByRole('alertdialog', { name: 'Success!' })).toHaveTextContent(
      'Enquiry sent successfully!',
    );
  });

  it.each<[string, Reply, string]>([
    ['a server message', { status: 500, data: '{"message":"Mail is down."}' }, 'Mail is down.'],
    ['no server message', { status: 500, data: '' }, 'Failed to sent email'],
    ['a network failure', { networkError: true }, 'Failed to sent email'],
    [
      'too many requests',
      { status: 429, data: '{"message":"Too many requests. Try again in 30 seconds."}' },
      'Too many requests. Try again in 30 seconds.',
    ],
    ['an unexpected fault', { throws: new Error('broken') }, 'An unexpected error occurred'],
  ])('shows "Error!" with %s and keeps the form', async (_case, reply, message) => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { user } = setup();
    server.reply(reply);
    await fillValid(user);
    await user.click(field.submit());
    const dialog = await screen.findByRole('alertdialog', { name: 'Error!' });
    expect(dialog).toHaveTextContent(message);
    await user.click(within(dialog).getByRole('button', { name: 'OK' }));
    expect(reloadPage).not.toHaveBeenCalled();
    expect(field.subject()).toHaveValue('Insurance question');
  });

  it("shows a 422's field messages next to the fields", async () => {
    const { user } = setup();
    server.reply({
      status: 422,
      data: JSON.stringify({
        message: 'Please correct the highlighted fields.',
        errors: { toEmail: 'Valid email is required.' },
      }),
    });
    await fillValid(user);
    await user.click(field.submit());
    const dialog = await screen.findByRole('alertdialog', { name: 'Error!' });
    expect(dialog).toHaveTextContent('Please correct the highlighted fields.');
    await user.click(within(dialog).getByRole('button', { name: 'OK' }));
    expect(errorOf(field.email())).toBe('Valid email is required.');
  });

  it('reuses its Idempotency-Key for a second submit of the same display', async () => {
    const { user } = setup();
    server.reply({ status: 503, data: '' }, { data: 'Sent.' });
    await fillValid(user);
    await user.click(field.submit());
    await user.click(
      within(await screen.findByRole('alertdialog', { name: 'Error!' })).getByRole('button', {
        name: 'OK',
      }),
    );
    await user.click(field.submit());
    await screen.findByRole('alertdialog', { name: 'Success!' });
    expect(server.posts).toHaveLength(2);
    expect(server.header(1, 'Idempotency-Key')).toBe(server.header(0, 'Idempotency-Key'));
  });
});
