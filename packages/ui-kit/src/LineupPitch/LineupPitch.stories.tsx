import type { Meta, StoryObj } from '@storybook/react-vite';
import { LineupPitch, type PitchPlayer, type PitchTeam } from './LineupPitch.tsx';
import { frame } from '../internal/story-frames.tsx';

const ZH_ROLES = { G: '门将', D: '后卫', M: '中场', F: '前锋' } as const;
const PT_ROLES = { G: 'Goleiro', D: 'Defensor', M: 'Meio-campista', F: 'Atacante' } as const;

function team(name: string, formation: string, names: string[], roles: typeof ZH_ROLES | typeof PT_ROLES): PitchTeam {
  const lines = formation.split('-').map(Number);
  const letters: (keyof typeof ZH_ROLES)[] = ['G'];
  lines.forEach((count, index) => {
    const letter = index === 0 ? 'D' : index === lines.length - 1 ? 'F' : 'M';
    for (let i = 0; i < count; i++) letters.push(letter);
  });
  const players: PitchPlayer[] = names.map((player, index) => ({
    id: `${name}-${index}`,
    number: index === 0 ? 1 : index + 2,
    name: player,
    role: roles[letters[index] ?? 'M'],
    captain: index === 5,
  }));
  return {
    name,
    formation,
    starters: players.slice(0, 11).map((p, i) => (i === 9 ? { ...p, subMinute: 66 } : p)),
    substitutes: players.slice(11).map((p, i) => (i === 0 ? { ...p, subMinute: 66, captain: false } : p)),
  };
}

const ZH_NAMES = [
  '高凡',
  '陈航',
  '黄涛',
  '徐伟',
  '胡超',
  '杨博',
  '赵勇',
  '王凯',
  '张磊',
  '刘超',
  '刘磊',
  '郭楠',
  '马楠',
  '孙哲',
];
const PT_NAMES = [
  'Weverton',
  'Mayke',
  'Gómez',
  'Murilo',
  'Piquerez',
  'Aníbal',
  'Zé Rafael',
  'Veiga',
  'Dudu',
  'Rony',
  'Endrick',
  'Marcos Rocha',
  'Luan',
  'Breno Lopes',
];

const meta = {
  title: 'Data/LineupPitch',
  component: LineupPitch,
  args: {
    home: team('青岛', '4-3-3', ZH_NAMES, ZH_ROLES),
    away: team('长春', '3-5-2', [...ZH_NAMES].reverse(), ZH_ROLES),
    labels: { substitutes: '替补', captain: '队长', off: '被换下', on: '替补登场' },
  },
  decorators: [frame({ maxWidth: 375 })],
} satisfies Meta<typeof LineupPitch>;

export default meta;
type Story = StoryObj<typeof meta>;

/** zh-CN, light mode: 4-3-3 against 3-5-2, a captain, a substitution at 66'. */
export const Default: Story = {};
/** The same in dark mode. */
export const Dark: Story = { globals: { mode: 'dark' } };
/** Names that open the player (the app's links): each name is a touch target. */
export const WithPlayerLinks: Story = {
  args: { link: (player, inner) => <a href={`#player-${player.id}`} {...inner} /> },
};
/** pt-BR at 320 px. */
export const Portuguese: Story = {
  globals: { lang: 'pt-BR' },
  args: {
    lang: 'pt-BR',
    home: team('Palmeiras', '4-2-3-1', PT_NAMES, PT_ROLES),
    away: team('Flamengo', '4-4-2', [...PT_NAMES].reverse(), PT_ROLES),
    labels: { substitutes: 'Reservas', captain: 'Capitão', off: 'Saiu aos', on: 'Entrou aos' },
  },
  decorators: [frame({ maxWidth: 320 })],
};
/** pt-BR in dark mode. */
export const PortugueseDark: Story = {
  ...Portuguese,
  globals: { lang: 'pt-BR', mode: 'dark' },
};
