import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Cell, List } from './List.tsx';

describe('List and Cell', () => {
  it('is a list named by its header, one item per cell', () => {
    render(
      <List header="账户">
        <Cell title="钱包" value="88" />
        <Cell title="任务" />
      </List>,
    );
    const list = screen.getByRole('list', { name: '账户' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    expect(within(list).queryByRole('button')).toBeNull();
  });

  it('makes a pressable cell one button with an arrow', async () => {
    const onClick = vi.fn();
    const { container } = render(
      <List>
        <Cell title="钱包" value="88" onClick={onClick} />
      </List>,
    );
    await userEvent.click(screen.getByRole('button', { name: /钱包/ }));
    expect(onClick).toHaveBeenCalled();
    expect(container.querySelector('.uk-cell__arrow')).not.toBeNull();
  });

  it('does not press a disabled cell', async () => {
    const onClick = vi.fn();
    render(
      <List>
        <Cell title="绑定手机" onClick={onClick} disabled />
      </List>,
    );
    await userEvent.click(screen.getByRole('button'));
    expect(onClick).not.toHaveBeenCalled();
  });

  it('makes a cell that opens a page one link through the given renderer, with an arrow', () => {
    const { container } = render(
      <List>
        <Cell
          title="钱包"
          link={({ className, children }) => (
            <a href="/m/user-center/wallet" className={className}>
              {children}
            </a>
          )}
        />
      </List>,
    );
    expect(screen.getByRole('link', { name: /钱包/ }).getAttribute('href')).toBe('/m/user-center/wallet');
    expect(screen.queryByRole('button')).toBeNull();
    expect(container.querySelector('.uk-cell__arrow')).not.toBeNull();
  });
});
