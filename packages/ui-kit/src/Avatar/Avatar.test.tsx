import { fireEvent, render, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { Avatar } from './Avatar.tsx';

const images = { fallback: '/default.svg', site: '/site.svg', shared: '/shared.svg', byId: { '1': '/one.png' } };

describe('Avatar', () => {
  beforeEach(() => vi.stubGlobal('IntersectionObserver', undefined));

  it('shows the user picture with its name', () => {
    render(<Avatar src="https://cdn/u.png" alt="小王" images={images} />);
    expect(screen.getByRole('img', { name: '小王' })).toHaveAttribute('src', 'https://cdn/u.png');
  });

  it('shows the default avatar of the id without a picture (spec §3)', () => {
    const { rerender } = render(<Avatar id="1" alt="a" images={images} />);
    expect(screen.getByRole('img')).toHaveAttribute('src', '/one.png');
    rerender(<Avatar id="25" alt="a" images={images} />);
    expect(screen.getByRole('img')).toHaveAttribute('src', '/shared.svg');
    rerender(<Avatar id="77" alt="a" images={images} />);
    expect(screen.getByRole('img')).toHaveAttribute('src', '/default.svg');
  });

  it('shows the site variant second avatar (spec §3)', () => {
    render(<Avatar variant="site" alt="a" images={images} />);
    expect(screen.getByRole('img')).toHaveAttribute('src', '/site.svg');
  });

  it("a priority avatar (an above-the-fold list's first rows, issue #31) loads at once, at high fetch priority", () => {
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        observe() {}
        disconnect() {}
      },
    );
    const { rerender } = render(<Avatar src="https://cdn/u.png" alt="小王" images={images} />);
    expect(screen.getByRole('img', { name: '小王' }).tagName).toBe('SPAN');
    rerender(<Avatar src="https://cdn/u.png" alt="小王" images={images} priority />);
    const img = screen.getByRole('img', { name: '小王' });
    expect(img).toHaveAttribute('src', 'https://cdn/u.png');
    expect(img).toHaveAttribute('fetchpriority', 'high');
  });

  it('falls back to the default avatar when the picture fails', () => {
    render(<Avatar src="/broken.png" id="1" alt="a" images={images} />);
    fireEvent.error(screen.getByRole('img'));
    expect(screen.getByRole('img')).toHaveAttribute('src', '/one.png');
  });

  it('draws a frame around the avatar only when asked (the shop avatar frame, issue #32)', () => {
    const { container, rerender } = render(<Avatar alt="小王" images={images} />);
    expect(container.querySelector('[data-frame]')).toBeNull();
    rerender(<Avatar alt="小王" images={images} frame />);
    expect(container.querySelector('[data-frame]')).toContainElement(screen.getByRole('img', { name: '小王' }));
  });
});
