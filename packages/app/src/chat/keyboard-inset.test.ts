// @vitest-environment jsdom
import { act, createElement } from 'react';
import { createRoot } from 'react-dom/client';
import { afterEach, describe, expect, it } from 'vitest';
import { keyboardInset, useKeyboardInset } from './keyboard-inset';

let seen = -1;
function Probe() {
  seen = useKeyboardInset();
  return null;
}

// Issue #28 item 8: the room chat's input sits above the on-screen keyboard.
describe('keyboard inset', () => {
  it('is the gap between the visible area and the page bottom; 0 with no keyboard or no visualViewport', () => {
    expect(keyboardInset(812, { offsetTop: 0, height: 812 })).toBe(0);
    // iOS Safari with a 336 px keyboard: the visible area shrinks, the page does not.
    expect(keyboardInset(812, { offsetTop: 0, height: 476 })).toBe(336);
    // ... and the browser panned the page to show the focused input.
    expect(keyboardInset(812, { offsetTop: 120, height: 476 })).toBe(216);
    expect(keyboardInset(568, { offsetTop: 0, height: 600 })).toBe(0);
    expect(keyboardInset(812, null)).toBe(0);
  });

  const original = window.visualViewport;
  afterEach(() => {
    Object.defineProperty(window, 'visualViewport', { value: original, configurable: true });
  });

  it('follows the visual viewport as the keyboard opens and closes', () => {
    const viewport = Object.assign(new EventTarget(), { offsetTop: 0, height: document.documentElement.clientHeight });
    Object.defineProperty(window, 'visualViewport', { value: viewport, configurable: true });
    Object.defineProperty(document.documentElement, 'clientHeight', { value: 700, configurable: true });
    viewport.height = 700;
    const root = createRoot(document.createElement('div'));
    act(() => root.render(createElement(Probe)));
    expect(seen).toBe(0);
    act(() => {
      viewport.height = 400;
      viewport.dispatchEvent(new Event('resize'));
    });
    expect(seen).toBe(300);
    act(() => {
      viewport.offsetTop = 100;
      viewport.dispatchEvent(new Event('scroll'));
    });
    expect(seen).toBe(200);
    act(() => root.unmount());
  });
});
