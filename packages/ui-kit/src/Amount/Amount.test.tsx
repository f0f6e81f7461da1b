import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
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
});
