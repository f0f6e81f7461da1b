import type { WebSocket } from 'ws';
import type { FlowLimits } from '../limits.ts';
import { TokenBucket } from './token-bucket.ts';

/**
 * Reads a socket's frames at most at its frame rate. Past it the socket stops being read: the sender's further
 * frames wait in its own TCP buffers (costing this process nothing) and are read, in order, as the rate allows. A
 * frame is never dropped, so every readable one is still answered.
 */
export class FrameGate {
  private readonly ws: WebSocket;
  private readonly bucket: TokenBucket;
  private readonly deliver: (data: Buffer) => void;
  /** Frames already parsed when reading paused (at most what one read brought). */
  private readonly waiting: Buffer[] = [];
  private timer: ReturnType<typeof setTimeout> | undefined;

  constructor(ws: WebSocket, limits: FlowLimits, deliver: (data: Buffer) => void) {
    this.ws = ws;
    this.bucket = new TokenBucket(limits.framesPerSecond, limits.frameBurst, performance.now());
    this.deliver = deliver;
  }

  receive(data: Buffer): void {
    this.waiting.push(data);
    if (this.timer === undefined) this.drain();
  }

  /** Forgets what waits: the socket closed. */
  close(): void {
    clearTimeout(this.timer);
    this.timer = undefined;
    this.waiting.length = 0;
  }

  private readonly drain = (): void => {
    this.timer = undefined;
    for (let data = this.waiting.shift(); data; data = this.waiting.shift()) {
      if (!this.bucket.take(performance.now())) {
        this.waiting.unshift(data);
        this.ws.pause();
        this.timer = setTimeout(this.drain, this.bucket.msUntilToken(performance.now()));
        return;
      }
      this.deliver(data);
    }
    if (this.ws.isPaused) this.ws.resume();
  };
}
