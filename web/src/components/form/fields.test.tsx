import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import { SelectField, TextAreaField, TextField } from '@/components/form';

interface Values {
  name: string;
  colour: string;
  note: string;
}

function Sample({
  onSend,
  error,
  locked = false,
}: {
  onSend?: (values: Values) => void;
  error?: string;
  locked?: boolean;
}) {
  const { control, handleSubmit } = useForm<Values>({
    defaultValues: { name: '', colour: 'green', note: '' },
  });
  return (
    <form onSubmit={handleSubmit((values) => onSend?.(values))}>
      <TextField id="name" control={control} name="name" label="Name" error={error} type="text" />
      <SelectField
        id="colour"
        control={control}
        name="colour"
        label="Colour"
        placeholder="Select a colour"
        options={[
          { value: 'green', label: 'Green' },
          { value: 'blue', label: 'Blue' },
        ]}
        disabled={locked}
      />
      <TextAreaField id="note" control={control} name="note" label="Note" rows={3} wide />
      <button type="submit">Send</button>
    </form>
  );
}

describe('form fields', () => {
  it('name their control by its label and describe it by its message', () => {
    render(<Sample error="Name is required." />);
    const name = screen.getByRole('textbox', { name: 'Name' });
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(name).toHaveAttribute('aria-required', 'true');
    expect(name).toHaveAccessibleDescription('Name is required.');
    expect(screen.getByRole('textbox', { name: 'Note' })).not.toHaveAttribute('aria-invalid');
    expect(screen.getByRole('option', { name: 'Select a colour' })).toBeDisabled();
  });

  it('send what was typed and chosen, a disabled choice included', async () => {
    const onSend = vi.fn();
    const user = userEvent.setup();
    render(<Sample onSend={onSend} locked />);
    expect(screen.getByRole('combobox', { name: 'Colour' })).toBeDisabled();
    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Rosa');
    await user.type(screen.getByRole('textbox', { name: 'Note' }), 'Mornings suit me.');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(onSend).toHaveBeenCalledWith({
      name: 'Rosa',
      colour: 'green',
      note: 'Mornings suit me.',
    });
  });
});
