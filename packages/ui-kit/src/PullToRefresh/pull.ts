export type PullStatus = 'idle' | 'pulling' | 'canRelease' | 'refreshing' | 'complete';

/** The finger moves twice as far as the content: pulling feels heavy, like native lists. */
export const PULL_DAMPING = 0.5;

/** How far the content follows a finger that moved `fingerDistance` px down. */
export function pullDistance(fingerDistance: number, max: number): number {
  if (!Number.isFinite(fingerDistance) || fingerDistance <= 0) return 0;
  return Math.min(max, fingerDistance * PULL_DAMPING);
}

/** While the finger is down: past the threshold releasing refreshes. */
export function statusWhilePulling(distance: number, threshold: number): PullStatus {
  if (distance <= 0) return 'idle';
  return distance >= threshold ? 'canRelease' : 'pulling';
}
