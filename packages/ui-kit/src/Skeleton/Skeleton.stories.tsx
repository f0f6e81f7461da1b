import type { Meta, StoryObj } from '@storybook/react-vite';
import { Skeleton } from './Skeleton.tsx';

const meta = {
  title: 'Feedback/Skeleton',
  component: Skeleton,
  args: { rows: 3 },
} satisfies Meta<typeof Skeleton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const WithAvatar: Story = { args: { avatar: true, rows: 2 } };
export const Still: Story = { args: { animated: false } };
export const Loaded: Story = { args: { loading: false, children: <p style={{ padding: 16 }}>内容已加载</p> } };
