import type { Meta, StoryObj } from '@storybook/react-vite';
import { Badge } from './Badge.tsx';
import { frame } from '../internal/story-frames.tsx';

const box = (
  <span
    style={{ display: 'inline-block', width: 40, height: 40, borderRadius: 8, background: 'var(--brand-border)' }}
  />
);

const meta = {
  title: 'Data/Badge',
  component: Badge,
  args: { content: 5, children: box },
  decorators: [frame({ padding: 24 })],
} satisfies Meta<typeof Badge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Overflow: Story = { args: { content: 120, label: '120 条未读' } };
export const Dot: Story = { args: { dot: true, content: undefined } };
export const Text: Story = { args: { content: 'NEW' } };
export const Standalone: Story = { args: { content: 8, children: undefined } };
export const Hidden: Story = { args: { content: 0 } };
