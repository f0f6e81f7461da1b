import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { TabBar, type TabBarItem } from './TabBar.tsx';

function Icon({ path }: { path: string }) {
  return (
    <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2">
      <path d={path} />
    </svg>
  );
}

const items: TabBarItem[] = [
  { key: 'score', title: '比分', icon: <Icon path="M4 5h16v14H4zM12 5v14" /> },
  { key: 'live', title: '直播', icon: <Icon path="M3 6h18v12H3zM10 9l5 3-5 3z" /> },
  { key: 'data', title: '数据', icon: <Icon path="M5 20V10M12 20V4M19 20v-7" /> },
  { key: 'c2c', title: '消息', icon: <Icon path="M4 5h16v11H8l-4 4z" />, badge: 12 },
  {
    key: 'user',
    title: '我的',
    icon: <Icon path="M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8zM4 21a8 8 0 0 1 16 0" />,
    badge: true,
  },
];

const meta = {
  title: 'Navigation/TabBar',
  component: TabBar,
  args: { items, activeKey: 'score', onChange: () => {}, fixed: false, label: '主菜单' },
  render: function Render(args) {
    const [active, setActive] = useState(args.activeKey);
    return <TabBar {...args} activeKey={active} onChange={setActive} />;
  },
} satisfies Meta<typeof TabBar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const LiveActive: Story = { args: { activeKey: 'live' } };
export const Fixed: Story = { args: { fixed: true } };
