import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { FormField, Input, type InputProps } from './Input.tsx';

function Field(props: Partial<InputProps> & { error?: string; hint?: string; label?: string }) {
  const { error, hint, label = '手机号', ...input } = props;
  const [value, setValue] = useState(input.value ?? '');
  return (
    <FormField label={label} error={error} hint={hint} required>
      <Input placeholder="请输入手机号" inputMode="tel" {...input} value={value} onChange={setValue} />
    </FormField>
  );
}

const meta = {
  title: 'Data entry/Input and FormField',
  component: Input,
  args: { value: '', onChange: () => {} },
  render: (args) => <Field {...args} />,
} satisfies Meta<typeof Input>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const WithHint: Story = { render: () => <Field hint="仅用于登录与找回密码" /> };
export const WithError: Story = { render: () => <Field value="1380013" error="请输入正确的手机号" /> };
export const Clearable: Story = { render: () => <Field value="13800138000" clearable /> };
export const Disabled: Story = { render: () => <Field value="13800138000" disabled /> };
export const Password: Story = { render: () => <Field label="密码" type="password" placeholder="请输入密码" /> };
