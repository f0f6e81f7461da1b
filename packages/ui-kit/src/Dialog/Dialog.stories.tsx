import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { Button } from '../Button/Button.tsx';
import { useLang } from '../UiKitProvider/UiKitProvider.tsx';
import { Dialog } from './index.ts';

const meta = {
  title: 'Feedback/Dialog',
  component: Dialog,
  args: { open: true, title: '您还未登录', message: '请登录使用完整功能', onConfirm: () => {}, onCancel: () => {} },
} satisfies Meta<typeof Dialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The not-logged-in prompt (spec §8). */
export const Default: Story = {};
export const AlertOnly: Story = { args: { title: '提示', message: '领取成功', cancelText: null } };
export const Portuguese: Story = {
  args: { title: 'Você não está conectado', message: 'Entre para usar todas as funções', lang: 'pt-BR' },
};
/** Dialog.confirm(): press twice, only one dialog shows (spec §8). */
export const Imperative: Story = {
  args: { open: false },
  render: function Render() {
    const [answer, setAnswer] = useState('');
    const lang = useLang();
    async function ask() {
      const [first, second] = await Promise.all([
        Dialog.confirm({ title: '您还未登录', message: '请登录使用完整功能', lang }),
        Dialog.confirm({ title: '第二个', message: '不会出现', lang }),
      ]);
      setAnswer(`first: ${first}, second (refused): ${second}`);
    }
    return (
      <div style={{ padding: 16 }}>
        <Button variant="primary" onClick={ask}>
          Dialog.confirm()
        </Button>
        <p>{answer}</p>
      </div>
    );
  },
};
