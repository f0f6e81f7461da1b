import type { Meta, StoryObj } from '@storybook/react-vite';
import { PeriodScores } from './PeriodScores.tsx';
import { frame } from '../internal/story-frames.tsx';

const meta = {
  title: 'Data/PeriodScores',
  component: PeriodScores,
  args: {
    caption: '每节比分',
    teamLabel: '球队',
    periods: ['一', '二', '三', '四'],
    totalLabel: '总分',
    home: { name: '广东宏远', scores: [28, 25, 31, null], total: 84 },
    away: { name: '辽宁本钢', scores: [24, 30, 22, null], total: 76 },
  },
  decorators: [frame({ maxWidth: 375 })],
} satisfies Meta<typeof PeriodScores>;

export default meta;
type Story = StoryObj<typeof meta>;

/** In the fourth quarter, zh-CN, light mode. */
export const Default: Story = {};
/** The same in dark mode. */
export const Dark: Story = { globals: { mode: 'dark' } };
/** pt-BR after an overtime, at the narrowest phone width (320 px). */
export const PortugueseOvertime: Story = {
  globals: { lang: 'pt-BR' },
  args: {
    lang: 'pt-BR',
    caption: 'Placar por quarto',
    teamLabel: 'Time',
    periods: ['1º', '2º', '3º', '4º', 'Pr1'],
    totalLabel: 'Total',
    home: { name: 'Flamengo Basquete', scores: [22, 19, 25, 21, 9], total: 96 },
    away: { name: 'Franca Basquetebol Clube', scores: [20, 24, 18, 25, 7], total: 94 },
  },
  decorators: [frame({ maxWidth: 320 })],
};
/** pt-BR in dark mode. */
export const PortugueseDark: Story = {
  globals: { lang: 'pt-BR', mode: 'dark' },
  args: {
    lang: 'pt-BR',
    caption: 'Placar por quarto',
    teamLabel: 'Time',
    periods: ['1º', '2º', '3º', '4º'],
    totalLabel: 'Total',
    home: { name: 'Flamengo', scores: [22, null, null, null], total: 22 },
    away: { name: 'Franca', scores: [20, null, null, null], total: 20 },
  },
};
