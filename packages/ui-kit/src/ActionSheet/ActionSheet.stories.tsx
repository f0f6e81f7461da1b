import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { ActionSheet } from './ActionSheet.tsx';

const meta = {
  title: 'Feedback/ActionSheet',
  component: ActionSheet,
  args: {
    open: true,
    title: '分享到',
    actions: [
      { key: 'wechat', name: '微信好友' },
      { key: 'moments', name: '朋友圈', description: '分享给更多球迷' },
      { key: 'copy', name: '复制链接' },
      { key: 'report', name: '举报', danger: true },
      { key: 'qq', name: 'QQ', disabled: true },
    ],
    onSelect: fn(),
    onClose: fn(),
  },
} satisfies Meta<typeof ActionSheet>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const WithoutTitle: Story = { args: { title: undefined } };
export const WithoutCancel: Story = { args: { cancelText: null } };
