import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { DateStrip } from './DateStrip.tsx';

const today = '2026-11-22';

const meta = {
  title: 'Data/DateStrip',
  component: DateStrip,
  args: { today, selected: today, onChange: () => {}, label: '选择日期' },
  render: function Render(args) {
    const [selected, setSelected] = useState(args.selected);
    return <DateStrip {...args} selected={selected} onChange={setSelected} />;
  },
} satisfies Meta<typeof DateStrip>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The 7 days back from today (spec §9). */
export const Default: Story = {};
export const EarlierDay: Story = { args: { selected: '2026-11-19' } };
/** DD/MM and Portuguese weekdays. */
export const Portuguese: Story = { args: { lang: 'pt-BR' } };
/** Results and fixtures: the week back plus the 6 upcoming days. */
export const WithUpcomingDays: Story = { args: { ahead: 6 } };
