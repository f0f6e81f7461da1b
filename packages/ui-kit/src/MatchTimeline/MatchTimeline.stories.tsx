import type { Meta, StoryObj } from '@storybook/react-vite';
import { MatchTimeline } from './MatchTimeline.tsx';
import { frame } from '../internal/story-frames.tsx';

const meta = {
  title: 'Data/MatchTimeline',
  component: MatchTimeline,
  args: {
    caption: '关键事件',
    homeName: '青岛',
    awayName: '长春',
    events: [
      { key: '1', minute: 2, side: 'home', kind: 'goal', label: "2' 进球 徐伟" },
      { key: '2', minute: 31, side: 'home', kind: 'goal', label: "31' 进球 杨博" },
      { key: '3', minute: 34, side: 'away', kind: 'yellow', label: "34' 黄牌 吴凯" },
      { key: '4', minute: 36, side: 'away', kind: 'yellow', label: "36' 黄牌 周楠" },
      { key: '5', minute: 58, side: 'away', kind: 'penalty', label: "58' 点球 周楠" },
      { key: '6', minute: 66, side: 'home', kind: 'sub', label: "66' 换人 刘超 ↔ 马楠" },
      { key: '7', minute: 70, side: 'home', kind: 'own_goal', label: "70' 乌龙球 王凯" },
      { key: '8', minute: 81, side: 'away', kind: 'red', label: "81' 红牌 吴凯" },
    ],
  },
  decorators: [frame({ maxWidth: 375 })],
} satisfies Meta<typeof MatchTimeline>;

export default meta;
type Story = StoryObj<typeof meta>;

/** zh-CN, light mode: goals, cards, a penalty, a substitution and an own goal; close markers stack. */
export const Default: Story = {};
/** The same in dark mode. */
export const Dark: Story = { globals: { mode: 'dark' } };
/** pt-BR at 320 px, into extra time (the axis stretches to 120'). */
export const PortugueseExtraTime: Story = {
  globals: { lang: 'pt-BR' },
  args: {
    lang: 'pt-BR',
    caption: 'Lances principais',
    homeName: 'Flamengo',
    awayName: 'Palmeiras',
    marks: [0, 45, 90, 120],
    events: [
      { key: '1', minute: 12, side: 'home', kind: 'goal', label: "12' Gol Pedro" },
      { key: '2', minute: 64, side: 'away', kind: 'goal', label: "64' Gol Rony" },
      { key: '3', minute: 110, side: 'away', kind: 'red', label: "110' Cartão vermelho Gómez" },
    ],
  },
  decorators: [frame({ maxWidth: 320 })],
};
/** pt-BR in dark mode, before anything happened: only the axis. */
export const PortugueseDarkEmpty: Story = {
  globals: { lang: 'pt-BR', mode: 'dark' },
  args: { lang: 'pt-BR', caption: 'Lances principais', homeName: 'Santos', awayName: 'Grêmio', events: [] },
};
