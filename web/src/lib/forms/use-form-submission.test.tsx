import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AxiosError, AxiosHeaders } from 'axios';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { getChallenge } from '@/api/security';
import { PhoneField, SiteForm, SubmitButton, TextField } from '@/components/form';
import { enquiryRules, resultText, rulesResolver, useFormSubmission } from '@/lib/forms';
import { solveInBackground } from '@/lib/forms/proof-of-work-solver';
import { reloadPage } from '@/lib/forms/reload';
import { challenge, recordRequests } from '@/testing/server';

vi.mock('@/lib/forms/reload', () => ({ reloadPage: vi.fn() }));
vi.mock('@/lib/forms/proof-of-work-solver', () => ({ solveInBackground: vi.fn() }));

beforeEach(() => {
  vi.mocked(solveInBackground).mockReset();
});

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

type Send = (values: Values, key: string, altcha: string | undefined) => Promise<unknown>;

function SampleForm({ send }: { send: Send }) {
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
        <SubmitButton sending={form.sending} disabled={false} sendingLabel="Sending...">
          Send
        </SubmitButton>
      }
    >
      <TextField {...form.field('firstName', 'name')} label="Full name" type="text" />
      <PhoneField {...form.field('phoneNo', 'phone')} label="Phone" />
      <TextField {...form.field('subject', 'subject')} label="Subject" type="text" />
    </SiteForm>
  );
}

function refusal(errors: Record<string, string>, message = 'Please check the form.'): AxiosError {
  const config = { headers: new AxiosHeaders() };
  return new AxiosError('Request failed with status code 422', 'ERR_BAD_REQUEST', config, null, {
    status: 422,
    statusText: '422',
    data: { message, errors },
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

const ROBOT =
  'Please wait a moment while your browser confirms you are not a robot, then send again.';
const USED = "Your browser's confirmation that you are not a robot was already used.";

function solved(counter: number) {
  return { counter, derivedKey: 'ab'.repeat(32), time: 200 };
}

/** The `altcha` a form sends for a solution of the fake API's challenge. */
function altchaOf(solution: ReturnType<typeof solved>): string {
  return btoa(JSON.stringify({ challenge, solution }));
}

async function fillAndSend(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByRole('textbox', { name: 'Full name' }), 'Rosa Delgado');
  await user.type(screen.getByRole('textbox', { name: 'Phone' }), '2015550123');
  await user.type(screen.getByRole('textbox', { name: 'Subject' }), 'Knee pain');
  await user.click(screen.getByRole('button', { name: 'Send' }));
}

describe('the proof of work', () => {
  it('waits until the page has loaded, leaving the start to the page, then is fetched', async () => {
    vi.mocked(solveInBackground).mockResolvedValue(solved(1600));
    const readyState = vi.spyOn(document, 'readyState', 'get').mockReturnValue('loading');
    try {
      const requests = recordRequests();
      render(<SampleForm send={vi.fn()} />);
      await new Promise((resolve) => setTimeout(resolve, 400));
      expect(requests).toEqual([]);
      expect(solveInBackground).not.toHaveBeenCalled();

      readyState.mockReturnValue('complete');
      window.dispatchEvent(new Event('load'));
      await waitFor(() => expect(solveInBackground).toHaveBeenCalledWith(challenge));
      expect(requests.map((request) => new URL(request.url).pathname)).toEqual([
        '/api/Security/GetChallenge',
      ]);
    } finally {
      readyState.mockRestore();
    }
  });

  it('is fetched once the page is idle and its solution sent with the form', async () => {
    vi.mocked(solveInBackground).mockResolvedValue(solved(1400));
    const requests = recordRequests();
    const send = vi.fn().mockResolvedValue('Stored.');
    const user = userEvent.setup();
    render(<SampleForm send={send} />);
    await waitFor(() => expect(solveInBackground).toHaveBeenCalledWith(challenge));
    expect(requests.map((request) => new URL(request.url).pathname)).toEqual([
      '/api/Security/GetChallenge',
    ]);

    await fillAndSend(user);
    await screen.findByRole('alertdialog', { name: 'Success!' });
    expect(send).toHaveBeenCalledOnce();
    expect(send.mock.calls[0][2]).toBe(altchaOf(solved(1400)));
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
  });

  it('is waited for, the form showing that it is sending, when Send is pressed before it is solved', async () => {
    let finish: (solution: ReturnType<typeof solved>) => void = () => undefined;
    vi.mocked(solveInBackground).mockReturnValue(new Promise((resolve) => (finish = resolve)));
    const send = vi.fn().mockResolvedValue('Stored.');
    const user = userEvent.setup();
    render(<SampleForm send={send} />);

    await fillAndSend(user);
    expect(await screen.findByRole('button', { name: 'Sending...' })).toBeInTheDocument();
    expect(send).not.toHaveBeenCalled();

    finish(solved(1500));
    await screen.findByRole('alertdialog', { name: 'Success!' });
    expect(send.mock.calls[0][2]).toBe(altchaOf(solved(1500)));
  });

  it('is solved again and the form sent once more when the server refuses it', async () => {
    vi.mocked(solveInBackground)
      .mockResolvedValueOnce(solved(1100))
      .mockResolvedValueOnce(solved(1200));
    const send = vi
      .fn()
      .mockRejectedValueOnce(refusal({ altcha: USED }, ROBOT))
      .mockResolvedValueOnce('Stored.');
    const user = userEvent.setup();
    render(<SampleForm send={send} />);

    await fillAndSend(user);
    await screen.findByRole('alertdialog', { name: 'Success!' });
    expect(send).toHaveBeenCalledTimes(2);
    const [[, firstKey, first], [, secondKey, second]] = send.mock.calls;
    expect([first, second]).toEqual([altchaOf(solved(1100)), altchaOf(solved(1200))]);
    expect(secondKey).toBe(firstKey);
  });

  it("is renewed once only: a second refusal shows the server's message", async () => {
    vi.mocked(solveInBackground).mockResolvedValue(solved(1300));
    const send = vi.fn().mockRejectedValue(refusal({ altcha: USED }, ROBOT));
    const user = userEvent.setup();
    render(<SampleForm send={send} />);

    await fillAndSend(user);
    const dialog = await screen.findByRole('alertdialog', { name: 'Error!' });
    expect(dialog).toHaveTextContent(ROBOT);
    expect(send).toHaveBeenCalledTimes(2);
  });

  it('is left out where the browser cannot solve it, and the form is sent all the same', async () => {
    vi.mocked(solveInBackground).mockResolvedValue(null);
    const send = vi.fn().mockResolvedValue('Stored.');
    const user = userEvent.setup();
    render(<SampleForm send={send} />);

    await fillAndSend(user);
    await screen.findByRole('alertdialog', { name: 'Success!' });
    expect(solveInBackground).toHaveBeenCalledWith(challenge);
    expect(send.mock.calls[0][2]).toBeUndefined();
  });
});
