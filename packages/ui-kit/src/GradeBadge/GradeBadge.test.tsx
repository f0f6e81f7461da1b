import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { GradeBadge } from './GradeBadge.tsx';

describe('GradeBadge', () => {
  it('classes levels by grade (spec §6)', () => {
    const cases: Array<[number, string]> = [
      [9, 'uk-grade-badge--grade1'],
      [10, 'uk-grade-badge--grade2'],
      [25, 'uk-grade-badge--grade3'],
      [31, 'uk-grade-badge--grade4'],
      [30, 'uk-grade-badge--none'],
      [40, 'uk-grade-badge--none'],
    ];
    for (const [level, className] of cases) {
      const { container, unmount } = render(<GradeBadge level={level} />);
      expect(container.firstChild).toHaveClass(className);
      unmount();
    }
  });

  it('shows Lv.N and reads the level in words', () => {
    render(<GradeBadge level={12} />);
    expect(screen.getByText('Lv.12')).toHaveAttribute('aria-hidden', 'true');
    expect(screen.getByText('等级 12')).toBeInTheDocument();
  });
});
