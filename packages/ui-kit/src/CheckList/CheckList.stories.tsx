import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { brands } from 'virtual:ui-kit-brands';
import { Avatar } from '../Avatar/Avatar.tsx';
import { type CheckItem, CheckList } from './CheckList.tsx';

const images = { fallback: brands[0]?.images.defaultAvatar ?? '' };
const face = (id: number) => <Avatar id={id} size={36} images={images} />;

const friendsZh: CheckItem[] = [
  { key: '1', title: '球迷小王', prefix: face(1) },
  { key: '2', title: '绿茵场上的追风少年与他的朋友们', prefix: face(2) },
  { key: '3', title: '老李', prefix: face(3), note: '已在群内', disabled: true },
];

const friendsPt: CheckItem[] = [
  { key: '1', title: 'Torcedor do Mengão', prefix: face(1) },
  { key: '2', title: 'Maria Eduarda dos Santos Oliveira', prefix: face(2) },
  { key: '3', title: 'João', prefix: face(3), note: 'Já está no grupo', disabled: true },
];

const meta = {
  title: 'Data entry/CheckList',
  component: CheckList,
  args: { items: friendsZh, selected: ['1'], onChange: () => {}, label: '选择好友' },
  render: function Render(args) {
    const [selected, setSelected] = useState<string[]>([...args.selected]);
    return <CheckList {...args} selected={selected} onChange={setSelected} />;
  },
} satisfies Meta<typeof CheckList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Friends to invite into a group; one is already a member. */
export const Default: Story = {};
export const Portuguese: Story = { args: { items: friendsPt, label: 'Escolha amigos' } };
export const NothingPicked: Story = { args: { selected: [] } };
