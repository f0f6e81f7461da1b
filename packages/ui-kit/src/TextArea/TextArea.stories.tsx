import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { FormField } from '../Input/Input.tsx';
import { TextArea, type TextAreaProps } from './TextArea.tsx';
import { frame } from '../internal/story-frames.tsx';

function Field({ label, error, ...props }: Partial<TextAreaProps> & { label: string; error?: string }) {
  const [value, setValue] = useState(props.value ?? '');
  return (
    <FormField label={label} error={error} required>
      <TextArea name="intro" maxLength={200} {...props} value={value} onChange={setValue} />
    </FormField>
  );
}

const meta = {
  title: 'Data entry/TextArea',
  component: TextArea,
  args: { name: 'intro', value: '', maxLength: 200, onChange: () => {} },
  render: () => <Field label="个人简介" placeholder="介绍一下你的直播内容" />,
  decorators: [frame({ maxWidth: 375 })],
} satisfies Meta<typeof TextArea>;

export default meta;
type Story = StoryObj<typeof meta>;

/** zh-CN, light mode, empty. */
export const Default: Story = {};
/** Typed text and its count, dark mode. */
export const DarkWithText: Story = {
  globals: { mode: 'dark' },
  render: () => <Field label="个人简介" value="每晚八点解说英超，欢迎来聊球。" />,
};
/** A refused value: the field's error is read with the box. */
export const WithError: Story = { render: () => <Field label="申请理由" value="短" error="请至少填写 10 个字" /> };
/** pt-BR at 320 px, outside a FormField: named by its own label. */
export const PortugueseNarrow: Story = {
  globals: { lang: 'pt-BR' },
  render: () => {
    const [value, setValue] = useState('Narro a Premier League todas as noites às 20h.');
    return <TextArea name="intro" label="Apresentação" maxLength={200} rows={3} value={value} onChange={setValue} />;
  },
  decorators: [frame({ maxWidth: 320 })],
};
