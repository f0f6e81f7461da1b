/**
 * What the HTTP client needs from the rest of the app. The client has no UI dependency: the app passes the
 * ui-kit toasts and dialog, the router and the stores in here, and tests pass recorders.
 */
export interface ApiEffects {
  /** Shows the loading toast (加载中... / Carregando...); called when the first visible request starts. */
  showLoading(text: string): void;
  /** Clears the loading toast. */
  hideLoading(): void;
  /** Shows a failure toast (the client already applies the 2 s suppression). */
  toastFail(message: string): void;
  /** A two-button dialog; resolves true on the confirm button. */
  confirm(dialog: { title: string; message: string; confirmText: string; cancelText: string }): Promise<boolean>;
  /** Path and query of the current page, e.g. /live-detail/12?tab=chat. */
  currentAddress(): string;
  /** Remembers where to come back to after logging in. */
  saveReturnAddress(address: string): void;
  /** Goes to an in-app path such as /login. */
  navigate(path: string): void;
  /** Forgets the logged-in user. */
  resetUser(): void;
  /** Clears the persisted local storage. */
  clearStorage(): void;
}

/** Who is calling: read at every request, so a login or a language switch applies at once. */
export interface ApiSession {
  token(): string | null | undefined;
  uid(): number | string | null | undefined;
  /** The page's or app's sp_source, else the brand's default; null when unknown. */
  spSource(): number | null;
  language(): string;
  /** The page URL's channel_code when the brand forwards it (qutu); null otherwise. */
  channelCode(): string | null;
}
