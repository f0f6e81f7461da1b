import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { UiKitProvider } from '../UiKitProvider/UiKitProvider.tsx';
import { Amount } from './Amount.tsx';

describe('Amount', () => {
  it('shows 10000 and above in 万 with 2 decimals (spec §9)', () => {
    render(<Amount value={12345} />);
    expect(screen.getByText('1.23万')).toBeInTheDocument();
  });

  it('shows smaller amounts as they are', () => {
    render(<Amount value={520} />);
    expect(screen.getByText('520')).toBeInTheDocument();
  });

  it('issue #30 has no 万 in pt-BR: grouped below 10000, compact above, from its own lang or the provider', () => {
    render(
      <UiKitProvider lang="pt-BR">
        <Amount value={63200} />
        <Amount value={1234} />
      </UiKitProvider>,
    );
    expect(screen.getByText('63,2 mil')).toBeInTheDocument();
    expect(screen.getByText('1.234')).toBeInTheDocument();
    render(<Amount value={1234567} lang="pt-BR" />);
    expect(screen.getByText('1,2 mi')).toBeInTheDocument();
  });
});
