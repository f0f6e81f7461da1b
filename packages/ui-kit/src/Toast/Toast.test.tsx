import { act, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Toast } from './Toast.tsx';

/** The Toast API's persistent live region. */
function region(): HTMLElement {
  return screen.getByRole('status');
}

describe('Toast', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date(2026, 10, 22, 12, 0, 0));
  });
  afterEach(() => {
    act(() => Toast.reset());
    Toast.setLang('zh-CN');
    vi.useRealTimers();
  });

  it('announces through one live region that stays in the page', () => {
    act(() => void Toast.success('成功'));
    const live = region();
    expect(live).toHaveAttribute('aria-live', 'polite');
    act(() => void Toast.fail('失败'));
    expect(region()).toBe(live);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows 加载中... until cleared (spec §8)', () => {
    act(() => void Toast.loading());
    expect(region()).toHaveTextContent('加载中...');
    act(() => vi.advanceTimersByTime(10_000));
    expect(region()).toHaveTextContent('加载中...');
    act(() => Toast.clear());
    expect(region()).toBeEmptyDOMElement();
  });

  it('shows the loading text in the configured language', () => {
    Toast.setLang('pt-BR');
    act(() => void Toast.loading());
    expect(region()).toHaveTextContent('Carregando...');
  });

  it('shows one toast at a time: a failure replaces the loading toast (spec §8)', () => {
    act(() => void Toast.loading());
    act(() => void Toast.fail('登录超时'));
    expect(region()).toHaveTextContent('登录超时');
    expect(region()).not.toHaveTextContent('加载中...');
  });

  it('hides success and failure toasts after 2 s', () => {
    act(() => void Toast.success('成功'));
    expect(region()).toHaveTextContent('成功');
    act(() => vi.advanceTimersByTime(2000));
    expect(region()).toBeEmptyDOMElement();
  });

  it('suppresses repeated failure toasts for 2 s (spec §8)', () => {
    let shown = false;
    act(() => void Toast.fail('第一次'));
    act(() => vi.advanceTimersByTime(500));
    act(() => {
      shown = Toast.fail('第二次');
    });
    expect(shown).toBe(false);
    expect(region()).toHaveTextContent('第一次');
    act(() => vi.advanceTimersByTime(1500));
    act(() => {
      shown = Toast.fail('第三次');
    });
    expect(shown).toBe(true);
    expect(region()).toHaveTextContent('第三次');
  });

  it('a failure the caller already gated always shows and starts the 2 s (spec §8, login timeout)', () => {
    act(() => void Toast.fail('网络错误'));
    act(() => vi.advanceTimersByTime(500));
    act(() => Toast.failUngated('登录超时'));
    expect(region()).toHaveTextContent('登录超时');
    act(() => vi.advanceTimersByTime(1000));
    let shown = true;
    act(() => {
      shown = Toast.fail('又一次');
    });
    expect(shown).toBe(false);
  });

  it('clearLoading hides the loading toast but not a failure that replaced it', () => {
    act(() => void Toast.loading());
    act(() => Toast.clearLoading());
    expect(region()).toBeEmptyDOMElement();
    act(() => void Toast.fail('失败'));
    act(() => Toast.clearLoading());
    expect(region()).toHaveTextContent('失败');
  });
});
