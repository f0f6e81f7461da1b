import type { Meta, StoryObj } from '@storybook/react-vite';
import { GiftRank } from './GiftRank.tsx';
import { frame } from '../internal/story-frames.tsx';

const meta = {
  title: 'Live/GiftRank',
  component: GiftRank,
  args: {
    label: '礼物榜',
    unit: '金币',
    entries: [
      { rank: 1, id: 11, name: '金牌球迷', gold: 13140 },
      { rank: 2, id: 12, name: '球迷小王', gold: 5200 },
      { rank: 3, id: 13, name: '老李', gold: 660 },
      { rank: 4, id: 14, name: '一个名字特别特别长的热心观众朋友', gold: 10 },
    ],
  },
  decorators: [frame({ maxWidth: 375 })],
} satisfies Meta<typeof GiftRank>;

export default meta;
type Story = StoryObj<typeof meta>;

/** zh-CN, light mode: the top three as medals. */
export const Default: Story = {};
/** The same in dark mode. */
export const Dark: Story = { globals: { mode: 'dark' } };
/** pt-BR at the narrowest phone width (320 px). */
export const Portuguese: Story = {
  globals: { lang: 'pt-BR' },
  args: {
    lang: 'pt-BR',
    label: 'Ranking de presentes',
    unit: 'moedas',
    entries: [
      { rank: 1, id: 21, name: 'Torcedor Apaixonado do Flamengo', gold: 26280 },
      { rank: 2, id: 22, name: 'Ana', gold: 888 },
    ],
  },
  decorators: [frame({ maxWidth: 320 })],
};
/** pt-BR in dark mode. */
export const PortugueseDark: Story = {
  globals: { lang: 'pt-BR', mode: 'dark' },
  args: {
    lang: 'pt-BR',
    label: 'Ranking de presentes',
    unit: 'moedas',
    entries: [{ rank: 1, id: 1, name: 'Bia', gold: 66 }],
  },
};
