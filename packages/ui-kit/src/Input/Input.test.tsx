import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { FormField, Input } from './Input.tsx';

function Phone({ error }: { error?: string }) {
  const [value, setValue] = useState('');
  return (
    <FormField label="手机号" error={error} required>
      <Input value={value} onChange={setValue} clearable />
    </FormField>
  );
}

describe('Input and FormField', () => {
  it('labels the input from the field', async () => {
    render(<Phone />);
    const input = screen.getByRole('textbox', { name: /手机号/ });
    expect(input).toBeRequired();
    await userEvent.type(input, '138');
    expect(input).toHaveValue('138');
  });

  it('marks the input invalid and describes it by the error text', () => {
    render(<Phone error="请输入正确的手机号" />);
    const input = screen.getByRole('textbox', { name: /手机号/ });
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('请输入正确的手机号');
    expect(screen.getByRole('alert')).toHaveTextContent('请输入正确的手机号');
  });

  it('clears with the clear button', async () => {
    render(<Phone />);
    await userEvent.type(screen.getByRole('textbox'), '13800');
    await userEvent.click(screen.getByRole('button', { name: '清除' }));
    expect(screen.getByRole('textbox')).toHaveValue('');
  });
});
