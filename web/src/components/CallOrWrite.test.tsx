import { act, render, screen, within } from '@testing-library/react';
import { Suspense, use } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { profile } from '@/content';
import { telHref } from '@/lib/phone';
import { CallOrWrite, FormOrCallOrWrite } from './CallOrWrite';

function AForm() {
  return (
    <form aria-label="Enquiry">
      <label>
        Full name <input />
      </label>
    </form>
  );
}

describe('CallOrWrite', () => {
  it('gives a sentence, the phone to call, the email to write to and the hours', () => {
    const { container } = render(<CallOrWrite />);
    expect(container).toHaveTextContent(
      'Call us or send us an email, and our front desk will gladly help you.',
    );
    const phone = profile.phones[0];
    expect(screen.getByRole('link', { name: phone })).toHaveAttribute('href', telHref(phone));
    expect(screen.getByRole('link', { name: profile.email })).toHaveAttribute(
      'href',
      `mailto:${profile.email}`,
    );
    for (const line of profile.hours.business) {
      expect(container).toHaveTextContent(`${line.days}, ${line.time}`);
    }
    expect(container).not.toHaveTextContent(/loading/i);
  });
});

describe('FormOrCallOrWrite', () => {
  it('is rendered on the server as CallOrWrite, without the form', () => {
    const html = renderToString(
      <FormOrCallOrWrite>
        <AForm />
      </FormOrCallOrWrite>,
    );
    expect(html).toContain(`href="${telHref(profile.phones[0])}"`);
    expect(html).toContain(`href="mailto:${profile.email}"`);
    expect(html).not.toContain('<form');
  });

  it('hydrates as rendered, then shows the form in its place', async () => {
    const app = (
      <FormOrCallOrWrite>
        <AForm />
      </FormOrCallOrWrite>
    );
    const container = document.createElement('div');
    container.innerHTML = renderToString(app);
    document.body.append(container);
    const errors = vi.spyOn(console, 'error');
    const recoverable: unknown[] = [];
    const root = await act(async () =>
      hydrateRoot(container, app, { onRecoverableError: (error) => recoverable.push(error) }),
    );
    const form = within(container).getByRole('form', { name: 'Enquiry' });
    expect(within(form).getByRole('textbox', { name: 'Full name' })).toBeInTheDocument();
    expect(within(container).queryByRole('link', { name: profile.email })).toBeNull();
    expect(recoverable).toEqual([]);
    expect(errors).not.toHaveBeenCalled();
    act(() => root.unmount());
    container.remove();
  });

  it('keeps the phone and email in place until the form it brings after hydration is ready', async () => {
    // The form is drawn as a transition, in slices: were it drawn as a plain update (in one
    // task), a form still waiting for its code would put the fallback in the stand-in's place.
    let ready = () => {};
    const code = new Promise<void>((resolve) => {
      ready = resolve;
    });
    function FormWhenItsCodeIsHere() {
      use(code);
      return <AForm />;
    }
    const page = (form: React.ReactNode) => (
      <Suspense fallback={<p>Loading</p>}>
        <FormOrCallOrWrite>{form}</FormOrCallOrWrite>
      </Suspense>
    );
    const container = document.createElement('div');
    container.innerHTML = renderToString(page(<AForm />));
    document.body.append(container);
    const root = await act(async () => hydrateRoot(container, page(<FormWhenItsCodeIsHere />)));
    expect(within(container).getByRole('link', { name: profile.email })).toBeInTheDocument();
    expect(container).not.toHaveTextContent('Loading');
    expect(within(container).queryByRole('form')).toBeNull();
    await act(async () => ready());
    expect(within(container).getByRole('form', { name: 'Enquiry' })).toBeInTheDocument();
    expect(within(container).queryByRole('link', { name: profile.email })).toBeNull();
    act(() => root.unmount());
    container.remove();
  });

  it('shows the form at once on a page drawn in the browser', () => {
    render(
      <FormOrCallOrWrite>
        <AForm />
      </FormOrCallOrWrite>,
    );
    expect(screen.getByRole('form', { name: 'Enquiry' })).toBeInTheDocument();
  });
});
