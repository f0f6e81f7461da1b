import type { Meta, StoryObj } from '@storybook/react-vite';
import { StatBars } from './StatBars.tsx';
import { frame } from '../internal/story-frames.tsx';

const meta = {
  title: 'Data/StatBars',
  component: StatBars,
  args: {
    homeName: '曼彻斯特联',
    awayName: '利物浦',
    items: [
      { key: 'possession', name: '控球率', home: 56, away: 44 },
      { key: 'attacks', name: '进攻', home: 88, away: 71 },
      { key: 'shots', name: '射门', home: 12, away: 9 },
      { key: 'shots_on_target', name: '射正', home: 4, away: 4 },
      { key: 'corners', name: '角球', home: 3, away: 6 },
      { key: 'yellow', name: '黄牌', home: 2, away: 1 },
      { key: 'red', name: '红牌', home: 0, away: 0 },
    ],
  },
  decorators: [frame({ maxWidth: 375 })],
} satisfies Meta<typeof StatBars>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Football in zh-CN, light mode. */
export const Default: Story = {};
/** The same in dark mode. */
export const Dark: Story = { globals: { mode: 'dark' } };
/** pt-BR, basketball, at the narrowest phone width (320 px). */
export const PortugueseBasketball: Story = {
  globals: { lang: 'pt-BR' },
  args: {
    lang: 'pt-BR',
    homeName: 'Flamengo',
    awayName: 'Franca',
    items: [
      { key: 'points', name: 'Pontos', home: 88, away: 91 },
      { key: 'three_pointers', name: 'Cestas de três', home: 9, away: 12 },
      { key: 'rebounds', name: 'Rebotes', home: 41, away: 37 },
      { key: 'assists', name: 'Assistências', home: 22, away: 19 },
      { key: 'fouls', name: 'Faltas', home: 18, away: 21 },
    ],
  },
  decorators: [frame({ maxWidth: 320 })],
};
/** pt-BR in dark mode, before kick-off: every pair is 0 / 0 and no bar fills. */
export const PortugueseDarkNotStarted: Story = {
  globals: { lang: 'pt-BR', mode: 'dark' },
  args: {
    lang: 'pt-BR',
    homeName: 'Palmeiras',
    awayName: 'Santos',
    items: [
      { key: 'possession', name: 'Posse de bola', home: 0, away: 0 },
      { key: 'shots', name: 'Finalizações', home: 0, away: 0 },
    ],
  },
};
