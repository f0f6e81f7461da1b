import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Sticky } from './Sticky.tsx';

let report: (entry: Partial<IntersectionObserverEntry>) => void = () => {};

class FakeObserver {
  constructor(callback: IntersectionObserverCallback) {
    report = (entry) => callback([entry as IntersectionObserverEntry], this as never);
  }
  observe() {}
  disconnect() {}
}

describe('Sticky', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('sticks at the offset in rem', () => {
    render(<Sticky offsetTop={37.5}>header</Sticky>);
    expect(screen.getByText('header').getAttribute('style')).toContain('top: 1rem');
  });

  it('reports when it starts and stops sticking', () => {
    vi.stubGlobal('IntersectionObserver', FakeObserver);
    const onStickyChange = vi.fn();
    render(<Sticky onStickyChange={onStickyChange}>header</Sticky>);
    act(() =>
      report({ isIntersecting: false, boundingClientRect: { top: -5 } as DOMRect, rootBounds: { top: 0 } as DOMRect }),
    );
    expect(screen.getByText('header')).toHaveClass('uk-sticky--stuck');
    act(() =>
      report({ isIntersecting: true, boundingClientRect: { top: 10 } as DOMRect, rootBounds: { top: 0 } as DOMRect }),
    );
    expect(screen.getByText('header')).not.toHaveClass('uk-sticky--stuck');
    expect(onStickyChange.mock.calls).toEqual([[true], [false]]);
  });
});
