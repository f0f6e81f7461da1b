import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { Button } from '../Button/Button.tsx';
import { NavBar } from './NavBar.tsx';

const meta = {
  title: 'Navigation/NavBar',
  component: NavBar,
  args: { title: '比赛详情', onBack: fn() },
} satisfies Meta<typeof NavBar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const WithoutBack: Story = { args: { title: '比分', onBack: undefined } };
export const WithAction: Story = {
  args: {
    title: '个人中心',
    right: (
      <Button variant="text" size="small">
        设置
      </Button>
    ),
  },
};
export const LongTitle: Story = { args: { title: '英格兰超级联赛 曼彻斯特联 VS 利物浦 第 38 轮 比赛详情' } };
