import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { ChoiceChips } from './ChoiceChips.tsx';
import { frame } from '../internal/story-frames.tsx';

function Gender({ legend, labels }: { legend: string; labels: readonly [string, string, string] }) {
  const [value, setValue] = useState(0);
  const options = labels.map((label, value) => ({ value, label }));
  return <ChoiceChips legend={legend} name="gender" options={options} value={value} onChange={setValue} />;
}

const meta = {
  title: 'Data entry/ChoiceChips',
  component: ChoiceChips,
  args: { legend: '性别', name: 'gender', options: [], value: 0, onChange: () => {} },
  render: () => <Gender legend="性别" labels={['保密', '男', '女']} />,
  decorators: [frame({ padding: 16, maxWidth: 375 })],
} satisfies Meta<typeof ChoiceChips>;

export default meta;
type Story = StoryObj<typeof meta>;

/** zh-CN, light mode. */
export const Default: Story = {};
/** Dark mode: the chosen chip in the brand primary with its readable text colour. */
export const Dark: Story = { globals: { mode: 'dark' } };
/** pt-BR at 320 px: longer labels wrap onto a second row instead of overflowing. */
export const PortugueseNarrow: Story = {
  globals: { lang: 'pt-BR' },
  render: () => <Gender legend="Gênero" labels={['Prefiro não informar', 'Masculino', 'Feminino']} />,
  decorators: [frame({ maxWidth: 320 })],
};
