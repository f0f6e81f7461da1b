import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { brands } from 'virtual:ui-kit-brands';
import { Modal } from './Modal.tsx';

const meta = {
  title: 'Feedback/Modal',
  component: Modal,
  args: {
    open: true,
    title: '新人福利',
    children: '注册即送 7 天 VIP 和 100 金币，观看高清直播无广告。',
    actionText: '立即领取',
    onAction: fn(),
    onClose: fn(),
  },
} satisfies Meta<typeof Modal>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The new-benefit modal (spec §2). */
export const Default: Story = {};
export const WithImage: Story = { args: { image: brands[0]?.images.placeholder, imageAlt: '福利活动' } };
export const TitleOnly: Story = { args: { children: undefined, actionText: undefined, title: '签到成功 +10 金币' } };
