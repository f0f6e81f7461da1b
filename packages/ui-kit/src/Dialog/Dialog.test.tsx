import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Dialog } from './index.ts';

describe('Dialog', () => {
  afterEach(() => act(() => Dialog.close()));

  it('is an alertdialog named by its title and described by its message (spec §8)', () => {
    render(<Dialog open title="您还未登录" message="请登录使用完整功能" onConfirm={() => {}} onCancel={() => {}} />);
    const dialog = screen.getByRole('alertdialog', { name: '您还未登录' });
    expect(dialog).toHaveAccessibleDescription('请登录使用完整功能');
    expect(screen.getByRole('button', { name: '确定' })).toHaveFocus();
    expect(screen.getByRole('button', { name: '取消' })).toBeInTheDocument();
  });

  it('answers confirm and cancel', async () => {
    const onConfirm = vi.fn();
    const onCancel = vi.fn();
    render(<Dialog open title="t" onConfirm={onConfirm} onCancel={onCancel} />);
    await userEvent.click(screen.getByRole('button', { name: '确定' }));
    await userEvent.click(screen.getByRole('button', { name: '取消' }));
    await userEvent.keyboard('{Escape}');
    expect(onConfirm).toHaveBeenCalledTimes(1);
    expect(onCancel).toHaveBeenCalledTimes(2);
  });

  it('Dialog.confirm resolves true on 确定 and removes the dialog (spec §8)', async () => {
    let answer: Promise<boolean> = Promise.resolve(false);
    act(() => {
      answer = Dialog.confirm({ title: '您还未登录', message: '请登录使用完整功能' });
    });
    expect(Dialog.isOpen()).toBe(true);
    await userEvent.click(screen.getByRole('button', { name: '确定' }));
    await expect(answer).resolves.toBe(true);
    expect(Dialog.isOpen()).toBe(false);
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('Dialog.confirm resolves false on 取消', async () => {
    let answer: Promise<boolean> = Promise.resolve(true);
    act(() => {
      answer = Dialog.confirm({ title: '您还未登录' });
    });
    await userEvent.click(screen.getByRole('button', { name: '取消' }));
    await expect(answer).resolves.toBe(false);
  });

  it('shows one prompt at a time: a second confirm is refused while one is open (spec §8)', async () => {
    let first: Promise<boolean> = Promise.resolve(false);
    let second: Promise<boolean> = Promise.resolve(true);
    act(() => {
      first = Dialog.confirm({ title: '您还未登录' });
      second = Dialog.confirm({ title: '另一个' });
    });
    await expect(second).resolves.toBe(false);
    expect(screen.getAllByRole('alertdialog')).toHaveLength(1);
    expect(screen.queryByText('另一个')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: '确定' }));
    await expect(first).resolves.toBe(true);
  });
});
