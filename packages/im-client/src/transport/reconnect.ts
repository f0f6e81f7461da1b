/** Socket states and the outward network states (spec §4 "Connection"). */
export type SocketState = 'disconnected' | 'connecting' | 'connected';
export type NetState = 'connected' | 'connecting' | 'disconnected';

export const MAX_RECONNECTS = 3;
/** A socket closing within this long after opening counts as a failed reconnect. */
export const SHORT_LIVED_MS = 1000;

export type ReconnectStep =
  { action: 'reconnect'; attempt: number } | { action: 'probe' } | { action: 'probeLater' } | { action: 'stop' };

/** After a probe found no network: disconnected is reported, and the network is probed again this much later. */
export const PROBE_AGAIN_MS = 5000;

/**
 * Counts failed connections: up to 3 reconnects, then a network probe decides.
 * Pure state, driven by the socket's open/close times.
 */
export class ReconnectMachine {
  failures = 0;
  /** When the current socket opened; Infinity while none is open (a socket that never opened lived no time). */
  private openedAt = Infinity;
  fatal = false;

  opened(now: number): void {
    this.openedAt = now;
  }

  /** A socket that lived at least a second resets the count once it closes. */
  closed(now: number): ReconnectStep {
    if (this.fatal) return { action: 'stop' };
    if (now - this.openedAt >= SHORT_LIVED_MS) this.failures = 0;
    this.openedAt = Infinity;
    this.failures += 1;
    if (this.failures > MAX_RECONNECTS) return { action: 'probe' };
    return { action: 'reconnect', attempt: this.failures };
  }

  /** The probe answered: online starts a new round of attempts; offline reports failure and probes again later. */
  probed(online: boolean): ReconnectStep {
    if (this.fatal) return { action: 'stop' };
    if (!online) return { action: 'probeLater' };
    this.failures = 0;
    return { action: 'reconnect', attempt: 1 };
  }

  /** Heartbeat code 60002: never reconnect again. */
  markFatal(): void {
    this.fatal = true;
  }

  reset(): void {
    this.failures = 0;
    this.openedAt = Infinity;
    this.fatal = false;
  }
}

/** Reports the outward network state only when it changes. */
export class NetStateTracker {
  private state: NetState = 'disconnected';
  private readonly onChange: (state: NetState) => void;
  constructor(onChange: (state: NetState) => void) {
    this.onChange = onChange;
  }

  set(next: NetState): void {
    if (next === this.state) return;
    this.state = next;
    this.onChange(next);
  }
}
