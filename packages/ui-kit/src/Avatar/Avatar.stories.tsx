import type { Meta, StoryObj } from '@storybook/react-vite';
import { brands } from 'virtual:ui-kit-brands';
import type { AvatarImages } from '../helpers/avatar.ts';
import { Avatar } from './Avatar.tsx';
import { frame } from '../internal/story-frames.tsx';

const brand = brands[0];
const images: AvatarImages = {
  fallback: brand?.images.defaultAvatar ?? '',
  site: brand?.images.siteAvatar,
};

const meta = {
  title: 'Data/Avatar',
  component: Avatar,
  args: { images, alt: '球迷小王', size: 48 },
  decorators: [frame({ padding: 16, display: 'flex', gap: 12 })],
} satisfies Meta<typeof Avatar>;

export default meta;
type Story = StoryObj<typeof meta>;

/** No picture: the brand's default avatar (spec §3 fallback). */
export const Default: Story = {};
/** variant site: the site variant's second avatar (spec §3). */
export const SiteVariant: Story = { args: { variant: 'site' } };
export const WithPicture: Story = { args: { src: brand?.images.placeholder } };
/** An above-the-fold list's first rows: loaded at once, at high fetch priority (the page's largest paint). */
export const Priority: Story = { args: { src: brand?.images.placeholder, priority: true } };
/** A broken picture falls back to the default avatar. */
export const BrokenPicture: Story = { args: { src: '/missing-avatar.png' } };
export const Square: Story = { args: { shape: 'square', size: 64 } };
/** The shop's avatar frame (issue #32), worn while the platform says the card is active. */
export const Framed: Story = { args: { frame: true, src: brand?.images.placeholder } };
/** The same in a pt-BR page: only the name read to screen readers differs. */
export const FramedPortuguese: Story = { args: { frame: true, alt: 'Torcedor João', size: 64 } };
export const Sizes: Story = {
  render: (args) => (
    <>
      <Avatar {...args} size={24} />
      <Avatar {...args} size={40} />
      <Avatar {...args} size={64} />
    </>
  ),
};
