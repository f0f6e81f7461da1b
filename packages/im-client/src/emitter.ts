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

/** Spec §4: list events at most once a second (the official SDK's window). */
export const EVENT_THROTTLE_MS = 1000;

/**
 * List events paced as the official SDK paces them: a request more than a window after the last emission emits at
 * once; one within it emits a window after the latest such request (each request pushes it back).
 */
export class Throttle {
  private timer?: ReturnType<typeof setTimeout>;
  /** When the last emission was (0: none yet, a clock long past). */
  private last = 0;
  /** When the trailing emission is due (set by the request that arms the timer). */
  private due!: number;
  private readonly fire: () => void;
  constructor(fire: () => void) {
    this.fire = fire;
  }

  request(): void {
    const now = Date.now();
    if (now - this.last > EVENT_THROTTLE_MS) {
      this.last = now;
      this.fire();
    } else {
      this.due = now + EVENT_THROTTLE_MS;
      // One timer, re-armed when it wakes early: a timer per request would cost more than the message itself.
      this.timer ??= setTimeout(this.trail, EVENT_THROTTLE_MS);
    }
  }

  private readonly trail = (): void => {
    const now = Date.now();
    this.timer = now < this.due ? setTimeout(this.trail, this.due - now) : undefined;
    if (this.timer) return;
    this.last = now;
    this.fire();
  };

  cancel(): void {
    clearTimeout(this.timer);
    this.timer = undefined;
  }
}
