import type { Meta, StoryObj } from '@storybook/react-vite';
import { Amount } from './Amount.tsx';
import { frame } from '../internal/story-frames.tsx';

const meta = {
  title: 'Data/Amount',
  component: Amount,
  args: { value: 12345 },
  decorators: [frame({ padding: 16, fontSize: 20 })],
} satisfies Meta<typeof Amount>;

export default meta;
type Story = StoryObj<typeof meta>;

/** 12345 -> 1.23万 (spec §9). */
export const Default: Story = {};
export const Small: Story = { args: { value: 9999 } };
export const WithCoin: Story = { args: { value: 1314520, prefix: <span aria-hidden="true">🪙</span> } };
export const Missing: Story = { args: { value: null } };
