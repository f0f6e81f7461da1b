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

const chatTabs: TabItem[] = [
  { key: 'private', title: '私聊', title_br: 'Privado' },
  { key: 'group', title: '群聊', title_br: 'Grupos' },
  { key: 'friends', title: '好友', title_br: 'Amigos', badge: 3, badgeLabel: '3 个好友申请' },
];

/** A count beside a title: pending friend requests on the chat list's friends tab. */
export const WithBadge: Story = { args: { label: '会话分类', activeKey: 'private', items: chatTabs } };
export const WithBadgePortuguese: Story = {
  args: {
    label: 'Tipos de conversa',
    activeKey: 'private',
    lang: 'pt-BR',
    items: chatTabs.map((item) => (item.badge ? { ...item, badgeLabel: '3 pedidos de amizade' } : item)),
  },
};
/** At most 99+ on a 320 px screen. */
export const WithLargeBadge: Story = {
  args: {
    label: '会话分类',
    activeKey: 'friends',
    items: chatTabs.map((item) => (item.badge ? { ...item, badge: 120, badgeLabel: '120 个好友申请' } : item)),
  },
};
