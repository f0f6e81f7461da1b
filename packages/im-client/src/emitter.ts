export type Listener = (event: { name: string; data: unknown }) => void;

/**
 * A minimal event emitter: a throwing listener is isolated from the others. Each name's listeners are an
 * array replaced (never changed) on `on`/`off`, so an emission runs the listeners of its start without a copy.
 */
export class Emitter {
  private readonly listeners = new Map<string, readonly Listener[]>();

  on(name: string, fn: Listener): void {
    const list = this.listeners.get(name) ?? [];
    if (!list.includes(fn)) this.listeners.set(name, [...list, fn]);
  }

  off(name: string, fn: Listener): void {
    const list = this.listeners.get(name);
    if (list?.includes(fn))
      this.listeners.set(
        name,
        list.filter((x) => x !== fn),
      );
  }

  once(name: string, fn: Listener): void {
    const wrapped: Listener = (e) => {
      this.off(name, wrapped);
      fn(e);
    };
    this.on(name, wrapped);
  }

  emit(name: string, data: unknown): void {
    for (const fn of this.listeners.get(name) ?? []) {
      try {
        fn({ name, data });
      } catch (err) {
        queueMicrotask(() => {
          throw err;
        });
      }
    }
  }

  clear(): void {
    this.listeners.clear();
  }
}

/**
 * List events paced as the official SDK paces them (spec §4: 1000 ms): a request more than a window after the last
 * emission emits at once; one within it emits a window after the latest such request (each request pushes it back).
 */
export class Throttle {
  private timer?: ReturnType<typeof setTimeout>;
  private last = -Infinity;
  /** When the trailing emission is due. */
  private due = 0;
  private readonly windowMs: number;
  private readonly fire: () => void;
  constructor(windowMs: number, fire: () => void) {
    this.windowMs = windowMs;
    this.fire = fire;
  }

  request(): void {
    const now = Date.now();
    if (now - this.last > this.windowMs) {
      this.last = now;
      this.fire();
    } else {
      this.due = now + this.windowMs;
      // One timer, re-armed when it wakes early: a timer per request would cost more than the message itself.
      this.timer ??= setTimeout(this.trail, this.windowMs);
    }
  }

  private readonly trail = (): void => {
    const early = this.due - Date.now();
    this.timer = early > 0 ? setTimeout(this.trail, early) : undefined;
    if (this.timer) return;
    this.last = Date.now();
    this.fire();
  };

  cancel(): void {
    clearTimeout(this.timer);
    this.timer = undefined;
  }
}
