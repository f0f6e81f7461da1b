import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from '../Button/Button.tsx';
import { useLang } from '../UiKitProvider/UiKitProvider.tsx';
import { Toast } from './Toast.tsx';
import { ToastView } from './ToastView.tsx';

const meta = {
  title: 'Feedback/Toast',
  component: ToastView,
  args: { kind: 'loading', message: '加载中...' },
} satisfies Meta<typeof ToastView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Success: Story = { args: { kind: 'success', message: '签到成功' } };
export const Failure: Story = { args: { kind: 'fail', message: '网络异常，请稍后再试' } };
export const Text: Story = { args: { kind: 'info', message: '已复制链接' } };
/** Toast.loading / success / fail / clear; press 失败 repeatedly: only one failure per 2 s (spec §8). */
export const Imperative: Story = {
  render: function Render() {
    // The imperative API lives outside React, so it is told the toolbar language.
    Toast.setLang(useLang());
    return (
      <div style={{ display: 'flex', flexWrap: 'wrap', gap: 8, padding: 16 }}>
        <Button onClick={() => Toast.loading()}>Toast.loading()</Button>
        <Button onClick={() => Toast.success('操作成功')}>Toast.success</Button>
        <Button onClick={() => Toast.fail(`请求失败 ${new Date().toLocaleTimeString()}`)}>Toast.fail</Button>
        <Button onClick={() => Toast.clear()}>Toast.clear()</Button>
      </div>
    );
  },
};
