import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { Cell, List } from '../List/List.tsx';
import { InfiniteScroll } from './InfiniteScroll.tsx';

function Feed({ pages, failOnce }: { pages: number; failOnce: boolean }) {
  const [items, setItems] = useState(() => Array.from({ length: 10 }, (_, i) => i + 1));
  const [failed, setFailed] = useState(false);
  const hasMore = items.length < pages * 10;
  async function loadMore() {
    await new Promise((resolve) => setTimeout(resolve, 600));
    if (failOnce && !failed) {
      setFailed(true);
      throw new Error('network');
    }
    setItems((prev) => [...prev, ...Array.from({ length: 10 }, (_, i) => prev.length + i + 1)]);
  }
  return (
    <>
      <List>
        {items.map((n) => (
          <Cell key={n} title={`新闻 ${n}`} />
        ))}
      </List>
      <InfiniteScroll loadMore={loadMore} hasMore={hasMore} />
    </>
  );
}

const meta = {
  title: 'Feedback/InfiniteScroll',
  component: InfiniteScroll,
  args: { hasMore: true, loadMore: async () => {} },
  render: () => <Feed pages={3} failOnce={false} />,
} satisfies Meta<typeof InfiniteScroll>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const FailsOnce: Story = { render: () => <Feed pages={3} failOnce /> };
export const NoMore: Story = { render: (args) => <InfiniteScroll {...args} hasMore={false} /> };
