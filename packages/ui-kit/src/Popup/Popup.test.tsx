import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Popup } from './Popup.tsx';

describe('Popup', () => {
  it('is a labelled modal dialog in document.body that takes the focus', () => {
    render(
      <Popup open onClose={() => {}} label="分享">
        <button type="button">微信</button>
      </Popup>,
    );
    const dialog = screen.getByRole('dialog', { name: '分享' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(dialog).toHaveFocus();
    expect(document.body.style.overflow).toBe('hidden');
  });

  it('closes on Escape, on the mask and on the close button', async () => {
    const onClose = vi.fn();
    render(
      <Popup open onClose={onClose} label="分享" showClose>
        <p>内容</p>
      </Popup>,
    );
    await userEvent.keyboard('{Escape}');
    await userEvent.click(document.querySelector('.uk-popup__mask') as Element);
    await userEvent.click(screen.getByRole('button', { name: '关闭' }));
    expect(onClose).toHaveBeenCalledTimes(3);
  });

  it('keeps Tab inside and gives focus back on close', async () => {
    function Page({ open }: { open: boolean }) {
      return (
        <>
          <button type="button">opener</button>
          <Popup open={open} onClose={() => {}} label="层">
            <button type="button">一</button>
            <button type="button">二</button>
          </Popup>
        </>
      );
    }
    const { rerender } = render(<Page open={false} />);
    screen.getByRole('button', { name: 'opener' }).focus();
    rerender(<Page open />);
    await userEvent.tab();
    expect(screen.getByRole('button', { name: '一' })).toHaveFocus();
    await userEvent.tab();
    expect(screen.getByRole('button', { name: '二' })).toHaveFocus();
    await userEvent.tab();
    expect(screen.getByRole('button', { name: '一' })).toHaveFocus();
    rerender(<Page open={false} />);
    expect(screen.getByRole('button', { name: 'opener' })).toHaveFocus();
    expect(document.body.style.overflow).toBe('');
  });

  it('renders nothing when closed', () => {
    render(<Popup open={false} onClose={() => {}} label="层" />);
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
