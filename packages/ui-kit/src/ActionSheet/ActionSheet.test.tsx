import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ActionSheet } from './ActionSheet.tsx';

const actions = [
  { key: 'copy', name: '复制链接' },
  { key: 'qq', name: 'QQ', disabled: true },
];

describe('ActionSheet', () => {
  it('is a dialog named by its title listing the actions', () => {
    render(<ActionSheet open title="分享到" actions={actions} onSelect={() => {}} onClose={() => {}} />);
    expect(screen.getByRole('dialog', { name: '分享到' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'QQ' })).toBeDisabled();
  });

  it('reports the chosen action and cancels with 取消', async () => {
    const onSelect = vi.fn();
    const onClose = vi.fn();
    render(<ActionSheet open actions={actions} onSelect={onSelect} onClose={onClose} />);
    await userEvent.click(screen.getByRole('button', { name: '复制链接' }));
    expect(onSelect).toHaveBeenCalledWith(actions[0]);
    await userEvent.click(screen.getByRole('button', { name: '取消' }));
    expect(onClose).toHaveBeenCalled();
  });
});
