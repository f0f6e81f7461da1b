import { act, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Toast } from './Toast.tsx';

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

  it('shows 加载中... until cleared (spec §8)', () => {
    act(() => void Toast.loading());
    expect(screen.getByRole('status')).toHaveTextContent('加载中...');
    act(() => vi.advanceTimersByTime(10_000));
    expect(screen.getByRole('status')).toHaveTextContent('加载中...');
    act(() => Toast.clear());
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('shows the loading text in the configured language', () => {
    Toast.setLang('pt-BR');
    act(() => void Toast.loading());
    expect(screen.getByRole('status')).toHaveTextContent('Carregando...');
  });

  it('shows one toast at a time: a failure replaces the loading toast (spec §8)', () => {
    act(() => void Toast.loading());
    act(() => void Toast.fail('登录超时'));
    expect(screen.queryByRole('status')).toBeNull();
    expect(screen.getByRole('alert')).toHaveTextContent('登录超时');
  });

  it('hides success and failure toasts after 2 s', () => {
    act(() => void Toast.success('成功'));
    expect(screen.getByRole('status')).toHaveTextContent('成功');
    act(() => vi.advanceTimersByTime(2000));
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('suppresses repeated failure toasts for 2 s (spec §8)', () => {
    let shown = false;
    act(() => void Toast.fail('第一次'));
    act(() => vi.advanceTimersByTime(500));
    act(() => {
      shown = Toast.fail('第二次');
    });
    expect(shown).toBe(false);
    expect(screen.getByRole('alert')).toHaveTextContent('第一次');
    act(() => vi.advanceTimersByTime(1500));
    act(() => {
      shown = Toast.fail('第三次');
    });
    expect(shown).toBe(true);
    expect(screen.getByRole('alert')).toHaveTextContent('第三次');
  });
});
