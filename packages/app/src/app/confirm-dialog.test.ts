// @vitest-environment jsdom
import { act } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { confirmDialog, confirmShownThisVisit } from './confirm-dialog';

const dialogs = () => document.querySelectorAll('[role="alertdialog"]');
const button = (name: string) =>
  [...document.querySelectorAll<HTMLButtonElement>('[role="alertdialog"] button')].find((b) => b.textContent === name);

describe('confirm dialogs (spec §8 one prompt at a time)', () => {
  it('one prompt at a time: a second call while one shows answers false and shows nothing more', async () => {
    expect(confirmShownThisVisit()).toBe(false);
    const first = confirmDialog({ title: '您还未登录', message: '请登录使用完整功能' });
    expect(confirmShownThisVisit()).toBe(true);
    await expect(confirmDialog({ title: '另一个' })).resolves.toBe(false);
    await vi.waitFor(() => expect(dialogs()).toHaveLength(1));
    await act(async () => button('确定')?.click());
    await expect(first).resolves.toBe(true);
    // Remembered for the rest of the visit: the new-benefit modal never opens after a prompt either.
    expect(confirmShownThisVisit()).toBe(true);
    expect(dialogs()).toHaveLength(0);
  });

  it('after an answer the next prompt shows again', async () => {
    const next = confirmDialog({ title: '您还未登录' });
    await vi.waitFor(() => expect(dialogs()).toHaveLength(1));
    await act(async () => button('取消')?.click());
    await expect(next).resolves.toBe(false);
    expect(dialogs()).toHaveLength(0);
  });
});
