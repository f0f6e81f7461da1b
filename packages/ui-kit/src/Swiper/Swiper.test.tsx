import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { moveIndex, Swiper } from './Swiper.tsx';

const slides = ['A', 'B', 'C'].map((t) => ({ key: t, content: <span>{t}</span> }));

function activeSlide() {
  return screen.getAllByRole('group', { hidden: true }).findIndex((el) => el.getAttribute('aria-hidden') === 'false');
}

describe('Swiper', () => {
  it('moves by steps, wrapping only when looping', () => {
    expect(moveIndex(2, 1, 3, true)).toBe(0);
    expect(moveIndex(0, -1, 3, true)).toBe(2);
    expect(moveIndex(2, 1, 3, false)).toBe(2);
    expect(moveIndex(0, -1, 3, false)).toBe(0);
    expect(moveIndex(0, 1, 0, true)).toBe(0);
  });

  it('is a labelled carousel with one visible slide', () => {
    render(<Swiper slides={slides} label="广告" autoplay={0} />);
    expect(screen.getByRole('region', { name: '广告' })).toHaveAttribute('aria-roledescription', 'carousel');
    expect(screen.getByRole('group', { name: '第 1 张，共 3 张' })).toBeInTheDocument();
    expect(activeSlide()).toBe(0);
  });

  it('autoplays and wraps around', () => {
    vi.useFakeTimers();
    const onChange = vi.fn();
    render(<Swiper slides={slides} label="广告" autoplay={1000} onChange={onChange} />);
    act(() => vi.advanceTimersByTime(3000));
    expect(onChange.mock.calls.map((c) => c[0])).toEqual([1, 2, 0]);
    expect(activeSlide()).toBe(0);
    vi.useRealTimers();
  });

  it('moves to a slide from its indicator', async () => {
    render(<Swiper slides={slides} label="广告" autoplay={0} />);
    await userEvent.click(screen.getByRole('button', { name: '切换到第 3 张' }));
    expect(activeSlide()).toBe(2);
    expect(screen.getByRole('button', { name: '切换到第 3 张' })).toHaveAttribute('aria-current', 'true');
  });

  it('follows a swipe past a fifth of the width', () => {
    render(<Swiper slides={slides} label="广告" autoplay={0} />);
    const track = document.querySelector('.uk-swiper__track') as HTMLElement;
    Object.defineProperty(track, 'clientWidth', { value: 300 });
    fireEvent.touchStart(track, { touches: [{ clientX: 250 }] });
    fireEvent.touchMove(track, { touches: [{ clientX: 150 }] });
    fireEvent.touchEnd(track);
    expect(activeSlide()).toBe(1);
    fireEvent.touchStart(track, { touches: [{ clientX: 100 }] });
    fireEvent.touchMove(track, { touches: [{ clientX: 130 }] });
    fireEvent.touchEnd(track);
    expect(activeSlide()).toBe(1);
  });
});
