/** Live-room polling intervals (spec §9): 300 ms, 2000 ms after a failure, +2000 ms after 20 empty polls. */
export const POLL_DEFAULT_MS = 300;
export const POLL_FAILURE_MS = 2000;
export const POLL_EMPTY_EXTRA_MS = 2000;
export const POLL_EMPTY_RUN = 20;

/** The wait before the next poll of one room; pure. */
export class PollPacer {
  private empty = 0;
  interval = POLL_DEFAULT_MS;

  onMessages(): number {
    this.empty = 0;
    this.interval = POLL_DEFAULT_MS;
    return this.interval;
  }

  onEmpty(): number {
    this.empty += 1;
    if (this.empty === POLL_EMPTY_RUN) this.interval = POLL_DEFAULT_MS + POLL_EMPTY_EXTRA_MS;
    return this.interval;
  }

  onFailure(): number {
    return POLL_FAILURE_MS;
  }
}
