import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Switch } from './Switch.tsx';

describe('Switch', () => {
  it('is a named switch that toggles', async () => {
    const onChange = vi.fn();
    render(<Switch label="进球提醒" onChange={onChange} />);
    const toggle = screen.getByRole('switch', { name: '进球提醒' });
    expect(toggle).toHaveAttribute('aria-checked', 'false');
    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-checked', 'true');
    expect(onChange).toHaveBeenCalledWith(true);
  });

  it('follows the checked prop when controlled', async () => {
    const onChange = vi.fn();
    render(<Switch label="x" checked={false} onChange={onChange} />);
    await userEvent.click(screen.getByRole('switch'));
    expect(onChange).toHaveBeenCalledWith(true);
    expect(screen.getByRole('switch')).toHaveAttribute('aria-checked', 'false');
  });

  it('ignores presses while loading or disabled', async () => {
    const onChange = vi.fn();
    const { rerender } = render(<Switch label="x" loading onChange={onChange} />);
    await userEvent.click(screen.getByRole('switch'));
    rerender(<Switch label="x" disabled onChange={onChange} />);
    await userEvent.click(screen.getByRole('switch'));
    expect(onChange).not.toHaveBeenCalled();
  });

  it('toggles with Space from the keyboard', async () => {
    render(<Switch label="x" />);
    await userEvent.tab();
    await userEvent.keyboard(' ');
    expect(screen.getByRole('switch')).toHaveAttribute('aria-checked', 'true');
  });
});
