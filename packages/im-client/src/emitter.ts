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

  /** Whether anything listens to `name`. */
  has(name: string): boolean {
    return (this.listeners.get(name)?.length ?? 0) > 0;
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

/** Coalesces bursts of an event into one emission per window (spec §4: 1000 ms). */
export class Throttle {
  private timer: ReturnType<typeof setTimeout> | null = null;
  private last = -Infinity;
  private readonly windowMs: number;
  private readonly fire: () => void;
  constructor(windowMs: number, fire: () => void) {
    this.windowMs = windowMs;
    this.fire = fire;
  }

  request(): void {
    // Called per ingested message: a burst inside the window costs one check, not a clock read.
    if (this.timer) return;
    const now = Date.now();
    const wait = this.last + this.windowMs - now;
    if (wait <= 0) {
      this.last = now;
      this.fire();
      return;
    }
    this.timer = setTimeout(() => {
      this.timer = null;
      this.last = Date.now();
      this.fire();
    }, wait);
  }

  cancel(): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
  }
}
