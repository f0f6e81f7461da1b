import { flushSync } from 'react-dom';
import { createRoot, type Root } from 'react-dom/client';
import { decideToast, INITIAL_TOAST_GATE, type ToastGate } from '../helpers/toast-rule.ts';
import { type Lang, messagesFor } from '../i18n/messages.ts';
import { ToastView, type ToastViewKind } from './ToastView.tsx';

/** How long success, failure and text toasts stay, in ms. */
export const TOAST_DURATION = 2000;

interface Showing {
  kind: ToastViewKind;
  message: string;
}

let root: Root | null = null;
let container: HTMLElement | null = null;
let gate: ToastGate = INITIAL_TOAST_GATE;
let hideTimer: ReturnType<typeof setTimeout> | undefined;
let lang: Lang = 'zh-CN';
let showingKind: ToastViewKind | null = null;

function render(showing: Showing | null) {
  if (typeof document === 'undefined') return;
  if (!container || !container.isConnected) {
    // One live region that stays in the page: screen readers announce text put into an existing region more
    // reliably than a region that appears together with its text.
    container = document.createElement('div');
    container.className = 'uk-toast-root';
    container.setAttribute('role', 'status');
    container.setAttribute('aria-live', 'polite');
    container.setAttribute('aria-atomic', 'true');
    document.body.append(container);
    root = createRoot(container);
  }
  const current = root;
  showingKind = showing?.kind ?? null;
  flushSync(() => current?.render(showing ? <ToastView {...showing} live={false} /> : null));
}

/**
 * One toast at a time: a new one replaces the current one. 0 duration stays until replaced or cleared.
 * `gated` false shows a failure the caller has already gated (it still starts the 2 s).
 */
function show(kind: ToastViewKind, message: string, duration: number, gated = true): boolean {
  const now = Date.now();
  const decision = decideToast(gate, kind === 'fail' ? 'fail' : kind === 'loading' ? 'loading' : 'success', now);
  if (gated && !decision.show) return false;
  gate = kind === 'fail' ? { lastFailureAt: now } : decision.gate;
  clearTimeout(hideTimer);
  render({ kind, message });
  if (duration > 0) hideTimer = setTimeout(() => render(null), duration);
  return true;
}

/**
 * The app's toasts (spec §8): loading 加载中..., success, failure; one at a time; a failure toast within 2 s of
 * the last shown failure is suppressed (see decideToast). Rendered into document.body on first use.
 */
export const Toast = {
  /** Shows 加载中... (or `message`) until replaced or cleared. */
  loading(message?: string): boolean {
    return show('loading', message ?? messagesFor(lang).loading, 0);
  },
  success(message: string, duration = TOAST_DURATION): boolean {
    return show('success', message, duration);
  },
  /** Returns false when suppressed (another failure showed less than 2 s ago). */
  fail(message: string, duration = TOAST_DURATION): boolean {
    return show('fail', message, duration);
  },
  /**
   * A failure whose caller applies the 2 s rule itself (the app's API client, which must also show a login
   * timeout's message whatever came before it). It still starts the 2 s for Toast.fail.
   */
  failUngated(message: string, duration = TOAST_DURATION): void {
    show('fail', message, duration, false);
  },
  /** A plain text toast. */
  text(message: string, duration = TOAST_DURATION): boolean {
    return show('info', message, duration);
  },
  /** Hides the loading toast, leaving a success or failure toast that replaced it. */
  clearLoading(): void {
    if (showingKind === 'loading') Toast.clear();
  },
  /** Hides whatever toast is showing. */
  clear(): void {
    clearTimeout(hideTimer);
    if (container) render(null);
  },
  /** Language of the default loading text. */
  setLang(next: Lang): void {
    lang = next;
  },
  /** Clears and forgets the last failure time (a fresh page or a test). */
  reset(): void {
    Toast.clear();
    gate = INITIAL_TOAST_GATE;
  },
};
