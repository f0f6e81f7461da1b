import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Modal } from './Modal.tsx';

describe('Modal', () => {
  it('is a dialog named by its title with the action focused', () => {
    render(<Modal open title="新人福利" actionText="立即领取" onAction={() => {}} onClose={() => {}} />);
    expect(screen.getByRole('dialog', { name: '新人福利' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '立即领取' })).toHaveFocus();
  });

  it('runs the action and closes with the close button', async () => {
    const onAction = vi.fn();
    const onClose = vi.fn();
    render(<Modal open title="新人福利" actionText="立即领取" onAction={onAction} onClose={onClose} />);
    await userEvent.click(screen.getByRole('button', { name: '立即领取' }));
    await userEvent.click(screen.getByRole('button', { name: '关闭' }));
    expect(onAction).toHaveBeenCalled();
    expect(onClose).toHaveBeenCalled();
  });
});
