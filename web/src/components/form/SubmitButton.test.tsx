import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { getChallenge } from '@/api/security';
import { enquiryRules, resultText, rulesResolver, useFormSubmission } from '@/lib/forms';
import { SiteForm } from './SiteForm';
import { SubmitButton } from './SubmitButton';
import { TextField } from './TextField';

vi.mock('@/lib/forms/reload', () => ({ reloadPage: vi.fn() }));

interface Values {
  firstName: string;
  subject: string;
  website: string;
}

const empty: Values = { firstName: '', subject: '', website: '' };
const resolver = rulesResolver<Values>(
  { firstName: enquiryRules.firstName, subject: enquiryRules.subject },
  () => '2026-05-04',
);

function SampleForm({ send }: { send: (values: Values) => Promise<unknown> }) {
  const form = useFormSubmission<Values>({
    resolver,
    emptyValues: empty,
    send,
    fetchChallenge: getChallenge,
    successFallback: resultText.enquirySent,
    failureFallback: resultText.enquiryFailed,
  });
  return (
    <SiteForm
      className="sample-form"
      form={form}
      actions={
        <SubmitButton sending={form.sending} disabled={!form.isValid} sendingLabel="Sending...">
          Send
        </SubmitButton>
      }
    >
      <TextField {...form.field('firstName', 'name')} label="Full name" type="text" />
      <TextField {...form.field('subject', 'subject')} label="Subject" type="text" />
    </SiteForm>
  );
}

const messages = ['Full name is required.', 'Subject is required.'];

describe('SubmitButton', () => {
  it('is announced as disabled while the form is invalid, yet reachable with Tab', async () => {
    const user = userEvent.setup();
    render(<SampleForm send={vi.fn()} />);
    const button = screen.getByRole('button', { name: 'Send' });
    await waitFor(() => expect(button).toHaveAttribute('aria-disabled', 'true'));
    expect(button).not.toHaveAttribute('disabled');

    await user.click(screen.getByRole('textbox', { name: 'Subject' }));
    await user.tab();
    expect(button).toHaveFocus();
  });

  it.each([
    [
      'a click',
      (user: ReturnType<typeof userEvent.setup>) =>
        user.click(screen.getByRole('button', { name: 'Send' })),
    ],
    ['Enter', (user: ReturnType<typeof userEvent.setup>) => user.keyboard('{Enter}')],
    ['Space', (user: ReturnType<typeof userEvent.setup>) => user.keyboard(' ')],
  ])('shows every message on %s on an empty form, and sends nothing', async (_, press) => {
    const send = vi.fn();
    const user = userEvent.setup();
    render(<SampleForm send={send} />);
    for (const message of messages) expect(screen.queryByText(message)).not.toBeInTheDocument();

    screen.getByRole('button', { name: 'Send' }).focus();
    await press(user);

    for (const message of messages) expect(await screen.findByText(message)).toBeVisible();
    expect(send).not.toHaveBeenCalled();
  });

  it('sends once however often it is pressed while sending', async () => {
    let answer: (message: string) => void = () => {};
    const send = vi.fn(() => new Promise<string>((resolve) => (answer = resolve)));
    const user = userEvent.setup();
    render(<SampleForm send={send} />);
    await user.type(screen.getByRole('textbox', { name: 'Full name' }), 'Rosa Delgado');
    await user.type(screen.getByRole('textbox', { name: 'Subject' }), 'Knee pain');
    const button = screen.getByRole('button', { name: 'Send' });
    await waitFor(() => expect(button).toHaveAttribute('aria-disabled', 'false'));

    await user.click(button);
    const sending = await screen.findByRole('button', { name: 'Sending...' });
    expect(sending).toHaveAttribute('aria-disabled', 'true');
    expect(sending).toHaveFocus();
    await user.click(sending);
    await user.keyboard('{Enter}');
    answer('Thank you!');

    expect(await screen.findByRole('alertdialog', { name: 'Success!' })).toBeInTheDocument();
    expect(send).toHaveBeenCalledTimes(1);
  });
});
