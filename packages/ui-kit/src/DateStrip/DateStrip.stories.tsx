import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { DateStrip } from './DateStrip.tsx';

const today = new Date(2026, 10, 22);

const meta = {
  title: 'Data/DateStrip',
  component: DateStrip,
  args: { today, selected: today, onChange: () => {}, label: '选择日期' },
  render: function Render(args) {
    const [selected, setSelected] = useState<Date | number | string>(args.selected);
    return <DateStrip {...args} selected={selected} onChange={setSelected} />;
  },
} satisfies Meta<typeof DateStrip>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The 7 days back from today (spec §9). */
export const Default: Story = {};
export const EarlierDay: Story = { args: { selected: new Date(2026, 10, 19) } };
/** DD/MM and Portuguese weekdays. */
export const Portuguese: Story = { args: { lang: 'pt-BR' } };
/** Results and fixtures: the week back plus the 6 upcoming days. */
export const WithUpcomingDays: Story = { args: { ahead: 6 } };
