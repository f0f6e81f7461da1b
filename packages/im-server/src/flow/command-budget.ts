import { LIMIT_ERRORS, type FlowLimits } from '../limits.ts';
import { ImError } from '../service.ts';
import { TokenBucket } from './token-bucket.ts';

/**
 * Commands that keep a connection alive or let go of it: never refused for frequency, or an SDK over its budget
 * would take its own socket for dead and reconnect (the frame rate still bounds them).
 */
const UNMETERED = new Set(['heartbeat.alive', 'im_open_status.wshello', 'im_open_status.wslogout']);

/** A socket's command rate: each command costs one, and its answer one more per `answerBytesPerCommand`. */
export class CommandBudget {
  private readonly limits: FlowLimits;
  private readonly bucket: TokenBucket;

  constructor(limits: FlowLimits) {
    this.limits = limits;
    this.bucket = new TokenBucket(limits.commandsPerSecond, limits.commandBurst, performance.now());
  }

  /** Throws the cloud's over-frequency refusal (60018) when the socket has no command left this moment. */
  admit(servcmd: string): void {
    if (UNMETERED.has(servcmd) || this.bucket.take(performance.now())) return;
    throw new ImError(
      LIMIT_ERRORS.overFrequency,
      `too many requests on this connection (at most ${this.limits.commandsPerSecond} a second): try again later`,
    );
  }

  /** Charges what the answer cost beyond its command. */
  answered(bytes: number): void {
    const extra = Math.floor(bytes / this.limits.answerBytesPerCommand);
    if (extra > 0) this.bucket.charge(performance.now(), extra);
  }
}
