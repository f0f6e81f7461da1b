import type { Meta, StoryObj } from '@storybook/react-vite';
import { Clock, Countdown } from './Clock.tsx';
import { frame } from '../internal/story-frames.tsx';

const meta = {
  title: 'Data/Clock and Countdown',
  component: Countdown,
  args: { target: Date.now() + 10 * 60 * 1000, label: '距开赛' },
  decorators: [frame({ padding: 16, fontSize: 20 })],
} satisfies Meta<typeof Countdown>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const WithHours: Story = { args: { target: Date.now() + 2 * 3600 * 1000 + 5000, withHours: true } };
export const Ended: Story = { args: { target: 0, label: '已开赛' } };
export const WallClock: Story = { render: () => <Clock withSeconds /> };
