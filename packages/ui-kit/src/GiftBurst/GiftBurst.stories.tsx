import type { Meta, StoryObj } from '@storybook/react-vite';
import { GiftBurst } from './GiftBurst.tsx';
import { frame } from '../internal/story-frames.tsx';

const video = {
  position: 'relative',
  width: '100%',
  maxWidth: 375,
  aspectRatio: '16 / 9',
  background: '#1d2129',
} as const;

const meta = {
  title: 'Live/GiftBurst',
  component: GiftBurst,
  args: {
    gifts: [
      { id: '1', sender: '球迷小王', giftName: '鲜花', amount: 10, size: 'float' },
      { id: '2', sender: '老李', giftName: '啤酒', amount: 1, size: 'float' },
      { id: '3', sender: '金牌球迷', giftName: '火箭', amount: 1, size: 'full' },
    ],
  },
  decorators: [
    (Story) => (
      <div style={video}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof GiftBurst>;

export default meta;
type Story = StoryObj<typeof meta>;

/** zh-CN: two small gifts floating and a big one across the video, light mode. */
export const Default: Story = {};
/** The same in dark mode. */
export const Dark: Story = { globals: { mode: 'dark' } };
/** pt-BR at the narrowest phone width (320 px): a big gift with a long sender name. */
export const Portuguese: Story = {
  globals: { lang: 'pt-BR' },
  args: {
    lang: 'pt-BR',
    gifts: [
      { id: '1', sender: 'Torcedor Apaixonado do Flamengo', giftName: 'Iate', amount: 1, size: 'full' },
      { id: '2', sender: 'Ana', giftName: 'Flor', amount: 66, size: 'float' },
    ],
  },
  decorators: [frame({ maxWidth: 320 })],
};
/** pt-BR in dark mode: small gifts only. */
export const PortugueseDark: Story = {
  globals: { lang: 'pt-BR', mode: 'dark' },
  args: {
    lang: 'pt-BR',
    gifts: [{ id: '1', sender: 'Bia', giftName: 'Cerveja', amount: 10, size: 'float' }],
  },
};
