import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { NavBar } from './NavBar.tsx';

describe('NavBar', () => {
  it('shows the title as the page heading', () => {
    render(<NavBar title="比分" />);
    expect(screen.getByRole('heading', { level: 1, name: '比分' })).toBeInTheDocument();
  });

  it('has a labelled back button only when onBack is given', async () => {
    const onBack = vi.fn();
    const { rerender } = render(<NavBar title="详情" onBack={onBack} />);
    await userEvent.click(screen.getByRole('button', { name: '返回' }));
    expect(onBack).toHaveBeenCalledTimes(1);
    rerender(<NavBar title="详情" />);
    expect(screen.queryByRole('button', { name: '返回' })).toBeNull();
  });

  it('labels the back button in Portuguese', () => {
    render(<NavBar title="Detalhes" onBack={() => {}} lang="pt-BR" />);
    expect(screen.getByRole('button', { name: 'Voltar' })).toBeInTheDocument();
  });
});
