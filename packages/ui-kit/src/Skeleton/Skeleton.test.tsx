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

  it('gives the content nodes of its own: none of the skeleton is reused, so nothing on screen moves (CLS)', () => {
    const content = (
      <div>
        <span>主队</span>
        <span>客队</span>
      </div>
    );
    const { container, rerender } = render(<Skeleton loading>{content}</Skeleton>);
    const skeletonNodes = [...container.querySelectorAll('*')];
    rerender(<Skeleton loading={false}>{content}</Skeleton>);
    expect(screen.getByText('主队')).toBeInTheDocument();
    expect(skeletonNodes.filter((node) => node.isConnected)).toEqual([]);
  });
});
