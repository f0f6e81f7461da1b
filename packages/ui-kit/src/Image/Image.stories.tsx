import type { Meta, StoryObj } from '@storybook/react-vite';
import { brands } from 'virtual:ui-kit-brands';
import { Image } from './Image.tsx';
import { frame } from '../internal/story-frames.tsx';

const placeholder = brands[0]?.images.placeholder;
const picture = brands[0]?.images.defaultAvatar;

const meta = {
  title: 'Basic/Image',
  component: Image,
  args: { src: picture, alt: '主播封面', width: 160, height: 90, placeholder },
  decorators: [frame({ padding: 16 })],
} satisfies Meta<typeof Image>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
/** Never loads: the placeholder stays. */
export const Loading: Story = { args: { src: 'data:image/png;base64,', lazy: true } };
/** A broken address shows the fallback. */
export const Broken: Story = { args: { src: '/missing-image.png', fallback: placeholder } };
export const Round: Story = { args: { round: true, width: 64, height: 64, alt: '头像' } };
export const NoSource: Story = { args: { src: null } };
