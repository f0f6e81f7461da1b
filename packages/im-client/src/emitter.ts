export type Listener = (event: { name: string; data: unknown }) => void;

/** A minimal event emitter: a throwing listener is isolated from the others. */
export class Emitter {
  private readonly listeners = new Map<string, Set<Listener>>();

  on(name: string, fn: Listener): void {
    let set = this.listeners.get(name);
    if (!set) {
      set = new Set();
      this.listeners.set(name, set);
    }
    set.add(fn);
  }

  /** Whether anything listens to `name`. */
  has(name: string): boolean {
    return (this.listeners.get(name)?.size ?? 0) > 0;
  }

  off(name: string, fn: Listener): void {
    this.listeners.get(name)?.delete(fn);
  }

  once(name: string, fn: Listener): void {
    const wrapped: Listener = (e) => {
      this.off(name, wrapped);
      fn(e);
    };
    this.on(name, wrapped);
  }

  emit(name: string, data: unknown): void {
    for (const fn of [...(this.listeners.get(name) ?? [])]) {
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

  request(now = Date.now()): void {
    if (this.timer) return;
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
