import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { brands } from 'virtual:ui-kit-brands';
import { ScoreCard, type ScoreCardProps } from './ScoreCard.tsx';

const logo = brands[0]?.images.placeholder;

const meta = {
  title: 'Data/ScoreCard',
  component: ScoreCard,
  args: {
    league: { name: '英超', logo },
    time: '今天 20:00',
    home: { name: '曼彻斯特联', logo },
    away: { name: '利物浦', logo },
    homeScore: 1,
    awayScore: 0,
    statusText: '下半场',
    clock: "63'",
    inPlay: true,
    live: true,
    extra: '半 0-0',
    collected: false,
    placeholder: logo,
  },
  render: function Render(args: ScoreCardProps) {
    const [collected, setCollected] = useState(args.collected ?? false);
    return <ScoreCard {...args} collected={collected} onCollect={setCollected} onClick={() => {}} />;
  },
} satisfies Meta<typeof ScoreCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** In play with a live stream. */
export const Default: Story = {};
export const NotStarted: Story = {
  args: {
    homeScore: null,
    awayScore: null,
    statusText: '未开赛',
    clock: null,
    inPlay: false,
    live: false,
    extra: undefined,
    time: '明天 03:00',
  },
};
export const Finished: Story = {
  args: { homeScore: 2, awayScore: 2, statusText: '完场', clock: null, inPlay: false, live: false, extra: '半 1-0' },
};
export const Collected: Story = { args: { collected: true } };
export const Basketball: Story = {
  args: {
    league: { name: 'NBA', logo },
    home: { name: '湖人', logo },
    away: { name: '勇士', logo },
    homeScore: 88,
    awayScore: 91,
    statusText: '第三节',
    clock: '08:21',
    extra: undefined,
  },
};
export const Portuguese: Story = { args: { lang: 'pt-BR', statusText: '2º tempo', time: 'Hoje 20:00' } };
