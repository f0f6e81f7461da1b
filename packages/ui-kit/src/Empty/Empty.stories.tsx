import type { Meta, StoryObj } from '@storybook/react-vite';
import { brands } from 'virtual:ui-kit-brands';
import { Button } from '../Button/Button.tsx';
import { Empty } from './Empty.tsx';

const meta = {
  title: 'Feedback/Empty',
  component: Empty,
} satisfies Meta<typeof Empty>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const CustomText: Story = { args: { description: '暂无收藏的比赛' } };
export const WithAction: Story = {
  args: { description: '加载失败', children: <Button size="small">点击重试</Button> },
};
export const BrandImage: Story = { args: { image: brands[0]?.images.placeholder } };
