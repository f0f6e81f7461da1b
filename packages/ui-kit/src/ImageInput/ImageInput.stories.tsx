import type { Meta, StoryObj } from '@storybook/react-vite';
import { brands } from 'virtual:ui-kit-brands';
import { Image } from '../Image/Image.tsx';
import { ImageInput } from './ImageInput.tsx';
import { frame } from '../internal/story-frames.tsx';

const avatar = brands[0]?.images.defaultAvatar;

const meta = {
  title: 'Data entry/ImageInput',
  component: ImageInput,
  args: { label: '更换头像', onFile: () => {}, children: null },
  render: (args) => (
    <ImageInput {...args}>
      <Image src={avatar} alt="" width={64} height={64} />
    </ImageInput>
  ),
  decorators: [frame({ padding: 16 })],
} satisfies Meta<typeof ImageInput>;

export default meta;
type Story = StoryObj<typeof meta>;

/** zh-CN, light mode: the avatar opens the picker. */
export const Default: Story = {};
/** Dark mode, while an upload runs: the picker does not open. */
export const DarkDisabled: Story = { globals: { mode: 'dark' }, args: { disabled: true } };
/** pt-BR. */
export const Portuguese: Story = { globals: { lang: 'pt-BR' }, args: { label: 'Trocar foto' } };
