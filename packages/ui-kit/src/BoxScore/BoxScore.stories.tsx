import type { Meta, StoryObj } from '@storybook/react-vite';
import { BoxScore, type BoxScorePlayer } from './BoxScore.tsx';
import { frame } from '../internal/story-frames.tsx';

const players = (names: string[]): BoxScorePlayer[] =>
  names.map((name, index) => {
    const three = (index * 7) % 4;
    const two = (index * 5) % 7;
    const free = (index * 3) % 5;
    return {
      id: index,
      number: [7, 11, 23, 3, 30, 8, 12, 21, 0, 5][index] ?? index,
      name,
      starter: index < 5,
      values: { points: three * 3 + two * 2 + free, three, two, free },
    };
  });

const meta = {
  title: 'Data/BoxScore',
  component: BoxScore,
  args: {
    caption: '广东',
    columns: [
      { key: 'points', label: '得分', title: '得分' },
      { key: 'three', label: '三分', title: '三分命中' },
      { key: 'two', label: '两分', title: '两分命中' },
      { key: 'free', label: '罚球', title: '罚球命中' },
    ],
    players: players(['赵睿', '胡明轩', '徐杰', '周鹏', '易建联', '任骏飞', '杜润旺', '张皓嘉']),
    labels: { player: '球员', total: '合计', starter: '首发' },
  },
  decorators: [frame({ maxWidth: 375 })],
} satisfies Meta<typeof BoxScore>;

export default meta;
type Story = StoryObj<typeof meta>;

/** zh-CN, light mode: starters marked, totals at the foot. */
export const Default: Story = {};
/** The same in dark mode. */
export const Dark: Story = { globals: { mode: 'dark' } };
/** pt-BR at 320 px: long names are cut, the figures scroll beside the fixed name column. */
export const Portuguese: Story = {
  globals: { lang: 'pt-BR' },
  args: {
    lang: 'pt-BR',
    caption: 'Franca',
    columns: [
      { key: 'points', label: 'PTS', title: 'Pontos' },
      { key: 'three', label: '3PT', title: 'Cestas de três' },
      { key: 'two', label: '2PT', title: 'Cestas de dois' },
      { key: 'free', label: 'LL', title: 'Lances livres' },
    ],
    players: players(['Lucas Dias', 'Georginho de Paula', 'David Jackson', 'Didi Louzada', 'Lucas Mariano']),
    labels: { player: 'Jogador', total: 'Total', starter: 'Titular' },
  },
  decorators: [frame({ maxWidth: 320 })],
};
/** pt-BR in dark mode, before tip-off: every figure 0. */
export const PortugueseDarkNotStarted: Story = {
  ...Portuguese,
  globals: { lang: 'pt-BR', mode: 'dark' },
  args: {
    ...Portuguese.args,
    players: players(['Lucas Dias', 'Georginho de Paula']).map((p) => ({
      ...p,
      values: { points: 0, three: 0, two: 0, free: 0 },
    })),
  },
};
