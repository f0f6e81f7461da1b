import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Highlight } from './Highlight.tsx';

describe('Highlight', () => {
  it('marks every case-insensitive match (spec §5)', () => {
    const { container } = render(<Highlight text="Real Madrid vs real betis" keyword="REAL" />);
    expect(Array.from(container.querySelectorAll('mark')).map((m) => m.textContent)).toEqual(['Real', 'real']);
    expect(container.textContent).toBe('Real Madrid vs real betis');
  });

  it('matches regex characters literally (spec §5)', () => {
    const { container } = render(<Highlight text="1+1=2 and 11=2" keyword="1+1" />);
    expect(Array.from(container.querySelectorAll('mark')).map((m) => m.textContent)).toEqual(['1+1']);
  });

  it('never injects HTML from the text', () => {
    const { container } = render(<Highlight text="<img src=x onerror=alert(1)>曼联" keyword="曼联" />);
    expect(container.querySelector('img')).toBeNull();
    expect(container.textContent).toBe('<img src=x onerror=alert(1)>曼联');
  });
});
