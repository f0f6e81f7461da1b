import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Skeleton } from './Skeleton.tsx';

describe('Skeleton', () => {
  it('is a busy status read as 加载中... with the given rows', () => {
    const { container } = render(<Skeleton rows={4} />);
    expect(screen.getByRole('status')).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('status')).toHaveTextContent('加载中...');
    expect(container.querySelectorAll('.uk-skeleton__row')).toHaveLength(4);
  });

  it('shows the children once loaded', () => {
    render(
      <Skeleton loading={false}>
        <p>内容</p>
      </Skeleton>,
    );
    expect(screen.getByText('内容')).toBeInTheDocument();
    expect(screen.queryByRole('status')).toBeNull();
  });
});
