import type { Meta, StoryObj } from '@storybook/react-vite';
import { Cell, List } from '../List/List.tsx';
import { Switch } from './Switch.tsx';
import { frame } from '../internal/story-frames.tsx';

const meta = {
  title: 'Data entry/Switch',
  component: Switch,
  args: { label: '进球提醒', defaultChecked: false },
  decorators: [frame({ padding: 16 })],
} satisfies Meta<typeof Switch>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const On: Story = { args: { defaultChecked: true } };
export const Disabled: Story = { args: { disabled: true, defaultChecked: true } };
export const Loading: Story = { args: { loading: true, defaultChecked: true } };
export const InACell: Story = {
  render: () => (
    <List>
      <Cell title={<span id="mode-label">深色模式</span>} value={<Switch labelledBy="mode-label" />} />
    </List>
  ),
};
