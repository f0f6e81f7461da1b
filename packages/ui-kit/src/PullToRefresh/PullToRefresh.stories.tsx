import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { List, Cell } from '../List/List.tsx';
import { PullToRefresh } from './PullToRefresh.tsx';

const meta = {
  title: 'Feedback/PullToRefresh',
  component: PullToRefresh,
  args: { onRefresh: () => new Promise((resolve) => setTimeout(resolve, 1000)) },
  render: function Render(args) {
    const [count, setCount] = useState(1);
    return (
      <PullToRefresh
        {...args}
        onRefresh={async () => {
          await args.onRefresh();
          setCount((c) => c + 1);
        }}
      >
        <List header={`已刷新 ${count} 次（在触屏模式下拖动）`}>
          {Array.from({ length: 12 }, (_, i) => (
            <Cell key={i} title={`直播间 ${i + 1}`} />
          ))}
        </List>
      </PullToRefresh>
    );
  },
} satisfies Meta<typeof PullToRefresh>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Disabled: Story = { args: { disabled: true } };
