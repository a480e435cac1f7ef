import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AxiosError, AxiosHeaders } from 'axios';
import { describe, expect, it, vi } from 'vitest';
import { PhoneField, SiteForm, TextField } from '@/components/form';
import { enquiryRules, resultText, rulesResolver, useFormSubmission } from '@/lib/forms';
import { reloadPage } from '@/lib/forms/reload';

vi.mock('@/lib/forms/reload', () => ({ reloadPage: vi.fn() }));

interface Values {
  firstName: string;
  phoneNo: string;
  subject: string;
  website: string;
}

const empty: Values = { firstName: '', phoneNo: '', subject: '', website: '' };
const resolver = rulesResolver<Values>(
  {
    firstName: enquiryRules.firstName,
    phoneNo: enquiryRules.phoneNo,
    subject: enquiryRules.subject,
  },
  () => '2026-05-04',
);

function SampleForm({ send }: { send: (values: Values, key: string) => Promise<unknown> }) {
  const form = useFormSubmission<Values>({
    resolver,
    emptyValues: empty,
    send,
    successFallback: resultText.enquirySent,
    failureFallback: resultText.enquiryFailed,
  });
  return (
    <SiteForm className="sample-form" form={form} actions={<button type="submit">Send</button>}>
      <TextField {...form.field('firstName', 'name')} label="Full name" type="text" />
      <PhoneField {...form.field('phoneNo', 'phone')} label="Phone" />
      <TextField {...form.field('subject', 'subject')} label="Subject" type="text" />
    </SiteForm>
  );
}

function refusal(errors: Record<string, string>): AxiosError {
  const config = { headers: new AxiosHeaders() };
  return new AxiosError('Request failed with status code 422', 'ERR_BAD_REQUEST', config, null, {
    status: 422,
    statusText: '422',
    data: { message: 'Please check the form.', errors },
    headers: {},
    config,
  });
}

describe('useFormSubmission', () => {
  it('shows every message on an invalid submit and focuses the first wrong field on the page', async () => {
    const send = vi.fn();
    const user = userEvent.setup();
    render(<SampleForm send={send} />);

    await user.type(screen.getByRole('textbox', { name: 'Full name' }), 'Rosa Delgado');
    await user.click(screen.getByRole('button', { name: 'Send' }));

    const phone = screen.getByRole('textbox', { name: 'Phone' });
    await waitFor(() => expect(phone).toHaveFocus());
    expect(phone).toHaveAccessibleDescription('Phone number is required');
    expect(screen.getByRole('textbox', { name: 'Subject' })).toHaveAccessibleDescription(
      'Subject is required.',
    );
    expect(send).not.toHaveBeenCalled();
  });

  it("sends with one key per display and puts the server's messages under their fields", async () => {
    const send = vi.fn().mockRejectedValue(refusal({ subject: 'Subject is too long.' }));
    const user = userEvent.setup();
    render(<SampleForm send={send} />);

    await user.type(screen.getByRole('textbox', { name: 'Full name' }), 'Rosa Delgado');
    await user.type(screen.getByRole('textbox', { name: 'Phone' }), '2015550123');
    await user.type(screen.getByRole('textbox', { name: 'Subject' }), 'Knee pain');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Error!' });
    expect(dialog).toHaveTextContent('Please check the form.');
    await user.click(screen.getByRole('button', { name: 'OK' }));
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await screen.findByRole('alertdialog', { name: 'Error!' });

    expect(send).toHaveBeenCalledTimes(2);
    const [[values, key], [, secondKey]] = send.mock.calls;
    expect(values).toEqual({
      firstName: 'Rosa Delgado',
      phoneNo: '(201) 555-0123',
      subject: 'Knee pain',
      website: '',
    });
    expect(key).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(secondKey).toBe(key);
    expect(screen.getByRole('textbox', { name: 'Subject' })).toHaveAccessibleDescription(
      'Subject is too long.',
    );
    expect(reloadPage).not.toHaveBeenCalled();
  });
});
