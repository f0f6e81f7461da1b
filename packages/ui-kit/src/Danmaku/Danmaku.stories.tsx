import type { Meta, StoryObj } from '@storybook/react-vite';
import { Danmaku } from './Danmaku.tsx';
import { frame } from '../internal/story-frames.tsx';

const video = {
  position: 'relative',
  width: '100%',
  maxWidth: 375,
  aspectRatio: '16 / 9',
  background: '#1d2129',
} as const;

const meta = {
  title: 'Live/Danmaku',
  component: Danmaku,
  args: {
    density: 'medium',
    items: [
      { id: '1', text: '这球传得漂亮！' },
      { id: '2', text: '主队加油 💪', highlight: true },
      { id: '3', text: '<b>不是 HTML</b>' },
      { id: '4', text: '裁判看一下VAR吧' },
      { id: '5', text: '下半场肯定能进球' },
    ],
  },
  decorators: [
    (Story) => (
      <div style={video}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Danmaku>;

export default meta;
type Story = StoryObj<typeof meta>;

/** zh-CN comments over a video, one highlighted (a chat effect card), light mode. */
export const Default: Story = {};
/** The same in dark mode, at high density. */
export const DarkHighDensity: Story = { globals: { mode: 'dark' }, args: { density: 'high' } };
/** pt-BR comments at the narrowest phone width (320 px), low density. */
export const Portuguese: Story = {
  globals: { lang: 'pt-BR' },
  args: {
    density: 'low',
    items: [
      { id: '1', text: 'Que golaço!' },
      { id: '2', text: 'Vamos, Flamengo!', highlight: true },
      { id: '3', text: 'Juiz, olha o VAR' },
    ],
  },
  decorators: [frame({ maxWidth: 320 })],
};
/** pt-BR in dark mode. */
export const PortugueseDark: Story = {
  globals: { lang: 'pt-BR', mode: 'dark' },
  args: { items: [{ id: '1', text: 'Pênalti claro!', highlight: true }] },
};
/** A busy pt-BR room at 320 px, long and short comments mixed: each lane takes a comment only when it cannot overlap. */
export const PortugueseBusyRoom: Story = {
  globals: { lang: 'pt-BR' },
  args: {
    density: 'high',
    items: [
      'França tá pressionando lá em cima',
      'Vai, Colômbia!',
      'Tá Colômbia 2 x 1 França',
      'Gol',
      'Goleiro tá fechando o gol',
      '2 x 1, segura',
      'Juiz tá deixando correr',
      'Colômbia no contra-ataque é perigoso demais',
      'Vamoooo!',
      'França ainda vira esse jogo',
    ].map((text, index) => ({ id: String(index), text, highlight: index === 3 })),
  },
  decorators: [frame({ maxWidth: 320 })],
};
