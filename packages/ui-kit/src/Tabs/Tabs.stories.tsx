import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { type TabItem, Tabs } from './Tabs.tsx';

const roomTabs: TabItem[] = [
  { key: 'chat', title: '聊天', title_br: 'Chat' },
  { key: 'c2c', title: '私聊', title_br: 'Privado' },
  { key: 'lives', title: '主播', title_br: 'Streamers' },
  { key: 'quiz', title: '竞猜', title_br: 'Palpites', show: false },
  { key: 'status', title: '赛况', title_br: 'Status' },
  { key: 'analysis', title: '分析', title_br: 'Análise' },
  { key: 'lineup', title: '阵容', title_br: 'Escalação' },
  { key: 'index', title: '指数', title_br: 'Odds' },
  { key: 'rank', title: '排名', title_br: 'Ranking' },
];

const meta = {
  title: 'Navigation/Tabs',
  component: Tabs,
  args: { items: roomTabs, activeKey: 'chat', onChange: () => {}, label: '直播间' },
  render: function Render(args) {
    const [active, setActive] = useState(args.activeKey);
    return <Tabs {...args} activeKey={active} onChange={setActive} />;
  },
} satisfies Meta<typeof Tabs>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The room tabs (spec §2); the quiz tab has show: false. */
export const Default: Story = {};
export const Portuguese: Story = { args: { lang: 'pt-BR' } };
export const FewTabs: Story = {
  args: {
    label: '头条',
    activeKey: 'clips',
    items: [
      { key: 'anchors', title: '主播', title_br: 'Streamers' },
      { key: 'clips', title: '集锦', title_br: 'Clipes' },
      { key: 'db', title: '资料库', title_br: 'Dados' },
    ],
  },
};
export const WithPanel: Story = {
  render: function Render(args) {
    const [active, setActive] = useState('status');
    return (
      <Tabs {...args} activeKey={active} onChange={setActive}>
        <p style={{ padding: 16 }}>当前：{active}</p>
      </Tabs>
    );
  },
};
