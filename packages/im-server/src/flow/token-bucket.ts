/**
 * A rate with a burst: `rate` tokens a second refill up to `burst`. Times are milliseconds of a monotonic clock
 * (performance.now()), passed in so the arithmetic is testable on its own.
 */
export class TokenBucket {
  readonly rate: number;
  readonly burst: number;
  private tokens: number;
  private at: number;

  constructor(rate: number, burst: number, now: number) {
    this.rate = rate;
    this.burst = burst;
    this.tokens = burst;
    this.at = now;
  }

  /** Takes one token if one is there. */
  take(now: number): boolean {
    this.refill(now);
    if (this.tokens < 1) return false;
    this.tokens -= 1;
    return true;
  }

  /** Charges `cost` tokens after the fact (what an answer turned out to cost): the bucket may owe up to a burst. */
  charge(now: number, cost: number): void {
    this.refill(now);
    this.tokens = Math.max(-this.burst, this.tokens - cost);
  }

  /** Milliseconds until a token is there (0 when one is). */
  msUntilToken(now: number): number {
    this.refill(now);
    return this.tokens >= 1 ? 0 : Math.ceil(((1 - this.tokens) / this.rate) * 1000);
  }

  private refill(now: number): void {
    this.tokens = Math.min(this.burst, this.tokens + (Math.max(0, now - this.at) / 1000) * this.rate);
    this.at = Math.max(this.at, now);
  }
}
