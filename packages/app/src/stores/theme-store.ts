import { makeAutoObservable } from 'mobx';
import { field, type Persistent } from './persist';

export type ThemeMode = 'dark' | 'light';

export function isThemeMode(value: unknown): value is ThemeMode {
  return value === 'dark' || value === 'light';
}

/** Dark or light, written to `<body mode>` by the root store (spec §2). */
export class ThemeStore implements Persistent {
  mode: ThemeMode = 'light';
  readonly persisted = {
    mode: field(
      (value) => (isThemeMode(value) ? value : undefined),
      () => this.mode,
      (mode) => this.setMode(mode),
    ),
  };

  constructor() {
    makeAutoObservable(this, { persisted: false }, { autoBind: true });
  }

  setMode(mode: ThemeMode): void {
    this.mode = mode;
  }

  toggle(): void {
    this.mode = this.mode === 'dark' ? 'light' : 'dark';
  }
}

/** Writes the mode where index.html's first-paint script puts it. */
export function applyMode(doc: Document, mode: ThemeMode): void {
  doc.body.setAttribute('mode', mode);
}
