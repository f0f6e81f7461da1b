import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Empty } from './Empty.tsx';

describe('Empty', () => {
  it('says 暂无数据 by default and Sem dados in pt-BR', () => {
    const { rerender } = render(<Empty />);
    expect(screen.getByText('暂无数据')).toBeInTheDocument();
    rerender(<Empty lang="pt-BR" />);
    expect(screen.getByText('Sem dados')).toBeInTheDocument();
  });

  it('shows a custom description and action', () => {
    render(
      <Empty description="暂无收藏">
        <button type="button">去看看</button>
      </Empty>,
    );
    expect(screen.getByText('暂无收藏')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '去看看' })).toBeInTheDocument();
  });
});
