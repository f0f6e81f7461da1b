import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { Cell, List } from './List.tsx';

const meta = {
  title: 'Data/List and Cell',
  component: List,
  args: { header: '账户' },
  render: (args) => (
    <List {...args}>
      <Cell title="我的钱包" value="1.23万" onClick={fn()} />
      <Cell title="任务中心" description="完成任务领取金币" onClick={fn()} />
      <Cell title="绑定手机" value="未绑定" onClick={fn()} disabled />
      <Cell title="版本" value="1.0.0" />
    </List>
  ),
} satisfies Meta<typeof List>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Card: Story = { args: { card: true, header: '设置' } };
export const WithoutHeader: Story = { args: { header: undefined } };
