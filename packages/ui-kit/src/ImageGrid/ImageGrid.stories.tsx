import type { Meta, StoryObj } from '@storybook/react-vite';
import { brands } from 'virtual:ui-kit-brands';
import { ImageGrid, type GridImage } from './ImageGrid.tsx';
import { frame } from '../internal/story-frames.tsx';

const picture = brands[0]?.images.defaultAvatar ?? '';

function images(count: number, alt: string, removeLabel: string): GridImage[] {
  return Array.from({ length: count }, (_, index) => ({
    key: String(index),
    src: picture,
    alt: `${alt} ${index + 1}`,
    removeLabel: `${removeLabel} ${index + 1}`,
  }));
}

const meta = {
  title: 'Data entry/ImageGrid',
  component: ImageGrid,
  args: {
    images: images(2, '相册图片', '删除图片'),
    onRemove: () => {},
    add: { label: '添加图片', busy: false, onFile: () => {} },
  },
  decorators: [frame({ padding: 16, maxWidth: 375 })],
} satisfies Meta<typeof ImageGrid>;

export default meta;
type Story = StoryObj<typeof meta>;

/** zh-CN, light mode: two pictures and the cell adding a third. */
export const Default: Story = {};
/** Dark mode while a picture uploads: the add cell spins and does not open. */
export const DarkUploading: Story = {
  globals: { mode: 'dark' },
  args: { add: { label: '添加图片', busy: true, onFile: () => {} } },
};
/** Full: no add cell. */
export const Full: Story = { args: { images: images(6, '相册图片', '删除图片'), add: null } };
/** pt-BR at 320 px. */
export const PortugueseNarrow: Story = {
  globals: { lang: 'pt-BR' },
  args: {
    images: images(4, 'Foto do álbum', 'Excluir foto'),
    add: { label: 'Adicionar foto', busy: false, onFile: () => {} },
  },
  decorators: [frame({ maxWidth: 320 })],
};
