import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { NotificationBanner } from './NotificationBanner.tsx';

const meta = {
  title: 'Feedback/NotificationBanner',
  component: NotificationBanner,
  args: {
    open: true,
    title: '进球！曼联 1 - 0 利物浦',
    description: '英超 · 第 63 分钟 · B费 点球命中',
    icon: (
      <span style={{ fontSize: 24 }} aria-hidden="true">
        ⚽
      </span>
    ),
    onClick: fn(),
    onClose: fn(),
    duration: 0,
  },
} satisfies Meta<typeof NotificationBanner>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The match-notification popup (spec §2). */
export const Default: Story = {};
export const TitleOnly: Story = { args: { description: undefined, icon: undefined, title: '您关注的比赛即将开始' } };
export const NotPressable: Story = { args: { onClick: undefined } };
