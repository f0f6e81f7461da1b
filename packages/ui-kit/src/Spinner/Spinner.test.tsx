import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { UiKitProvider } from '../UiKitProvider/UiKitProvider.tsx';
import { Spinner } from './Spinner.tsx';

describe('Spinner', () => {
  it('announces 加载中... as a status', () => {
    render(<Spinner />);
    expect(screen.getByRole('status')).toHaveTextContent('加载中...');
  });

  it('speaks the provider language', () => {
    render(
      <UiKitProvider lang="pt-BR">
        <Spinner />
      </UiKitProvider>,
    );
    expect(screen.getByRole('status')).toHaveTextContent('Carregando...');
  });

  it('sizes in rem from design px', () => {
    const { container } = render(<Spinner size={37.5} />);
    expect(container.querySelector('svg')?.getAttribute('style')).toContain('width: 1rem');
  });
});
