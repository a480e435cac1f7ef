import { useState } from 'react';
import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Dialog } from './Dialog';

function Harness({ isStatic = false, nested = false }: { isStatic?: boolean; nested?: boolean }) {
  const [open, setOpen] = useState(false);
  const [inner, setInner] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      <Dialog open={open} onClose={() => setOpen(false)} title="Outer" static={isStatic}>
        <input aria-label="First field" />
        <button type="button" onClick={() => setInner(true)}>
          Open inner
        </button>
        {nested && (
          <Dialog open={inner} onClose={() => setInner(false)} title="Inner" role="alertdialog">
            <p>Inner message</p>
          </Dialog>
        )}
      </Dialog>
    </>
  );
}

describe('Dialog', () => {
  it('is a labelled modal dialog that takes focus and gives it back', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    const opener = screen.getByRole('button', { name: 'Open' });
    await user.click(opener);

    const dialog = screen.getByRole('dialog', { name: 'Outer' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(dialog).toContainElement(document.activeElement as HTMLElement);

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(opener).toHaveFocus();
  });

  it('keeps focus inside while open', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(screen.getByRole('button', { name: 'Open' }));
    const close = screen.getByRole('button', { name: 'Close' });
    const last = screen.getByRole('button', { name: 'Open inner' });

    expect(close).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('textbox', { name: 'First field' })).toHaveFocus();
    await user.tab();
    expect(last).toHaveFocus();
    await user.tab();
    expect(close).toHaveFocus();
    await user.tab({ shift: true });
    expect(last).toHaveFocus();
  });

  it('closes on the close button and on a backdrop click', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(screen.getByRole('button', { name: 'Open' }));
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Open' }));
    fireEvent.mouseDown(screen.getByTestId('dialog-overlay'));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('a static dialog ignores Escape and the backdrop but closes on its button', async () => {
    const user = userEvent.setup();
    render(<Harness isStatic />);
    await user.click(screen.getByRole('button', { name: 'Open' }));

    await user.keyboard('{Escape}');
    fireEvent.mouseDown(screen.getByTestId('dialog-overlay'));
    expect(screen.getByRole('dialog', { name: 'Outer' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('Escape closes only the topmost of two stacked dialogs', async () => {
    const user = userEvent.setup();
    render(<Harness nested />);
    await user.click(screen.getByRole('button', { name: 'Open' }));
    const openInner = screen.getByRole('button', { name: 'Open inner' });
    await user.click(openInner);
    expect(screen.getByRole('alertdialog', { name: 'Inner' })).toBeInTheDocument();

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(screen.getByRole('dialog', { name: 'Outer' })).toBeInTheDocument();
    expect(openInner).toHaveFocus();
  });
});
