import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import { PhoneField, SelectField, TextAreaField, TextField } from '@/components/form';

interface Values {
  name: string;
  colour: string;
  phone: string;
  note: string;
}

function Sample({
  onSend,
  error,
  phoneError,
  locked = false,
}: {
  onSend?: (values: Values) => void;
  error?: string;
  phoneError?: string;
  locked?: boolean;
}) {
  const { control, handleSubmit } = useForm<Values>({
    defaultValues: { name: '', colour: 'green', phone: '', note: '' },
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
      <PhoneField
        id="phone"
        control={control}
        name="phone"
        label="Phone"
        hint="We call only about this request."
        error={phoneError}
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

  it('describe their control by its hint, and by its message too once there is one', () => {
    const { rerender } = render(<Sample />);
    const phone = screen.getByRole('textbox', { name: 'Phone' });
    expect(phone).toHaveAccessibleDescription('We call only about this request.');
    expect(phone).not.toHaveAttribute('aria-invalid');
    rerender(<Sample phoneError="Enter all ten digits." />);
    expect(phone).toHaveAccessibleDescription(
      'We call only about this request. Enter all ten digits.',
    );
    expect(phone).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('textbox', { name: 'Name' })).not.toHaveAttribute('aria-describedby');
    expect(screen.getByRole('textbox', { name: 'Note' }).closest('.form-field')).toHaveClass(
      'form-field--wide',
    );
  });

  it('send what was typed and chosen, a disabled choice included', async () => {
    const onSend = vi.fn();
    const user = userEvent.setup();
    render(<Sample onSend={onSend} locked />);
    expect(screen.getByRole('combobox', { name: 'Colour' })).toBeDisabled();
    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Rosa');
    await user.type(screen.getByRole('textbox', { name: 'Phone' }), '5550123456');
    await user.type(screen.getByRole('textbox', { name: 'Note' }), 'Mornings suit me.');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(onSend).toHaveBeenCalledWith({
      name: 'Rosa',
      colour: 'green',
      phone: '(555) 012-3456',
      note: 'Mornings suit me.',
    });
  });
});
