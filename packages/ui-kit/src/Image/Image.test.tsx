import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Image } from './Image.tsx';

let reveal: () => void = () => {};

class FakeObserver {
  constructor(callback: IntersectionObserverCallback) {
    reveal = () => callback([{ isIntersecting: true } as IntersectionObserverEntry], this as never);
  }
  observe() {}
  disconnect() {}
}

describe('Image', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('waits until it is near the viewport before loading (lazy)', () => {
    vi.stubGlobal('IntersectionObserver', FakeObserver);
    render(<Image src="/a.png" alt="封面" placeholder="/ph.svg" />);
    expect(screen.getByRole('img', { name: '封面' }).tagName).toBe('SPAN');
    expect(document.querySelector('.uk-image')?.getAttribute('style')).toContain('/ph.svg');
    act(() => reveal());
    expect(screen.getByRole('img', { name: '封面' })).toHaveAttribute('src', '/a.png');
  });

  it("a priority image (the page's largest paint) loads at once, at high fetch priority", () => {
    vi.stubGlobal('IntersectionObserver', FakeObserver);
    render(<Image src="/banner.png" alt="横幅" priority />);
    const img = screen.getByRole('img', { name: '横幅' });
    expect(img).toHaveAttribute('src', '/banner.png');
    expect(img).toHaveAttribute('fetchpriority', 'high');
  });

  it('a priority image shows as it paints, without waiting for its load event to fade in (issue #31)', () => {
    const { container, rerender } = render(<Image src="/a.png" alt="封面" lazy={false} />);
    expect(container.querySelector('.uk-image')).not.toHaveClass('uk-image--priority');
    rerender(<Image src="/a.png" alt="封面" priority />);
    expect(container.querySelector('.uk-image')).toHaveClass('uk-image--waiting', 'uk-image--priority');
  });

  it('a lazy image that becomes a priority one loads at once', () => {
    vi.stubGlobal('IntersectionObserver', FakeObserver);
    const { rerender } = render(<Image src="/a.png" alt="封面" />);
    expect(screen.getByRole('img', { name: '封面' }).tagName).toBe('SPAN');
    rerender(<Image src="/a.png" alt="封面" priority />);
    expect(screen.getByRole('img', { name: '封面' })).toHaveAttribute('src', '/a.png');
  });

  it('loads at once where IntersectionObserver is missing', () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    render(<Image src="/a.png" alt="封面" />);
    expect(screen.getByRole('img', { name: '封面' })).toHaveAttribute('src', '/a.png');
  });

  it('shows the fallback when the image fails', () => {
    render(<Image src="/broken.png" alt="封面" fallback="/fallback.svg" lazy={false} />);
    fireEvent.error(screen.getByRole('img'));
    expect(screen.getByRole('img', { name: '封面' })).toHaveAttribute('src', '/fallback.svg');
  });

  it('drops the placeholder once loaded', () => {
    render(<Image src="/a.png" alt="封面" placeholder="/ph.svg" lazy={false} />);
    fireEvent.load(screen.getByRole('img'));
    expect(document.querySelector('.uk-image')).toHaveClass('uk-image--loaded');
  });
});
