import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { FormField } from '../Input/Input.tsx';
import { TextArea } from './TextArea.tsx';

function Controlled({ onChange }: { onChange: (value: string) => void }) {
  const [value, setValue] = useState('');
  return (
    <FormField label="申请理由" error="请至少填写 10 个字" required>
      <TextArea
        name="reason"
        maxLength={8}
        value={value}
        onChange={(next) => {
          setValue(next);
          onChange(next);
        }}
      />
    </FormField>
  );
}

describe('TextArea', () => {
  it('is named, described and marked by its FormField', () => {
    render(<Controlled onChange={() => {}} />);
    const box = screen.getByRole('textbox', { name: /申请理由/ });
    expect(box).toHaveAttribute('aria-invalid', 'true');
    expect(box).toHaveAttribute('aria-required', 'true');
    expect(box).toHaveAccessibleDescription('请至少填写 10 个字');
  });

  it('counts what was typed and stops at maxLength', async () => {
    const onChange = vi.fn();
    render(<Controlled onChange={onChange} />);
    await userEvent.type(screen.getByRole('textbox'), '0123456789');
    expect(onChange).toHaveBeenLastCalledWith('01234567');
    expect(screen.getByText('8/8')).toBeInTheDocument();
  });

  it('takes its own label outside a FormField', () => {
    render(<TextArea name="intro" label="Apresentação" maxLength={10} value="" onChange={() => {}} />);
    expect(screen.getByRole('textbox', { name: 'Apresentação' })).toBeInTheDocument();
  });
});
