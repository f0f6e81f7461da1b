import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Badge, badgeText } from './Badge.tsx';

describe('Badge', () => {
  it('caps counts at the max with a plus', () => {
    expect(badgeText(5)).toBe('5');
    expect(badgeText(99)).toBe('99');
    expect(badgeText(100)).toBe('99+');
    expect(badgeText(12, 9)).toBe('9+');
  });

  it('shows nothing for zero, empty or bad counts', () => {
    expect(badgeText(0)).toBe('');
    expect(badgeText(undefined)).toBe('');
    expect(badgeText(-3)).toBe('');
    expect(badgeText(Number.NaN)).toBe('');
    const { container } = render(
      <Badge content={0}>
        <i>icon</i>
      </Badge>,
    );
    expect(container.querySelector('.uk-badge__mark')).toBeNull();
  });

  it('reads the label instead of the bare number', () => {
    render(
      <Badge content={120} label="120 条未读">
        <i />
      </Badge>,
    );
    expect(screen.getByText('99+')).toHaveAttribute('aria-hidden', 'true');
    expect(screen.getByText('120 条未读')).toHaveClass('uk-visually-hidden');
  });

  it('shows a dot', () => {
    const { container } = render(
      <Badge dot>
        <i />
      </Badge>,
    );
    expect(container.querySelector('.uk-badge__mark--dot')).not.toBeNull();
  });
});
