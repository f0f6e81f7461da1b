import type { Meta, StoryObj } from '@storybook/react-vite';
import { MomentumChart } from './MomentumChart.tsx';
import { frame } from '../internal/story-frames.tsx';

/** A made-up match: home presses early, away late. */
const wave = (minutes: number) =>
  Array.from({ length: minutes }, (_, i) => Math.round(Math.sin(i / 6) * (i < 50 ? 0.9 : -0.7) * 100) / 100);

const meta = {
  title: 'Data/MomentumChart',
  component: MomentumChart,
  args: { caption: '进攻势头', homeName: '青岛', awayName: '长春', values: wave(90) },
  decorators: [frame({ maxWidth: 375 })],
} satisfies Meta<typeof MomentumChart>;

export default meta;
type Story = StoryObj<typeof meta>;

/** zh-CN, light mode, a full match. */
export const Default: Story = {};
/** The same in dark mode. */
export const Dark: Story = { globals: { mode: 'dark' } };
/** pt-BR at 320 px, at the 60th minute (the rest of the axis is blank). */
export const PortugueseInPlay: Story = {
  globals: { lang: 'pt-BR' },
  args: { lang: 'pt-BR', caption: 'Pressão ofensiva', homeName: 'Palmeiras', awayName: 'Flamengo', values: wave(60) },
  decorators: [frame({ maxWidth: 320 })],
};
/** pt-BR in dark mode before kick-off: no pressure yet. */
export const PortugueseDarkNotStarted: Story = {
  globals: { lang: 'pt-BR', mode: 'dark' },
  args: { lang: 'pt-BR', caption: 'Pressão ofensiva', homeName: 'Santos', awayName: 'Grêmio', values: [] },
};
