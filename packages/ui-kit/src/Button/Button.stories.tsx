import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { Button } from './Button.tsx';
import { frame } from '../internal/story-frames.tsx';

const meta = {
  title: 'Basic/Button',
  component: Button,
  args: { children: '确定', onClick: fn() },
  decorators: [frame({ padding: 16 })],
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Primary: Story = { args: { variant: 'primary', children: '立即登录' } };
export const Danger: Story = { args: { variant: 'danger', children: '删除' } };
export const Text: Story = { args: { variant: 'text', children: '查看更多' } };
export const Loading: Story = { args: { variant: 'primary', loading: true, children: '提交中' } };
export const Disabled: Story = { args: { variant: 'primary', disabled: true, children: '已签到' } };
export const Block: Story = { args: { variant: 'primary', block: true, size: 'large', children: '立即签到' } };
export const Sizes: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 8, alignItems: 'center' }}>
      <Button {...args} size="small">
        小
      </Button>
      <Button {...args} size="middle">
        中
      </Button>
      <Button {...args} size="large">
        大
      </Button>
      <Button {...args} round variant="primary">
        圆角
      </Button>
    </div>
  ),
};
