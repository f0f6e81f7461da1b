/**
 * Named request presets: how a call shows itself (spec §8 flags). Spread into a call's body; the client takes the
 * flags out before sending (spec §7).
 */

/** A load whose waiting the page shows itself (a skeleton): no loading toast; a failure is still told. */
export const IN_PAGE = { hideLoading: true } as const;

/** A call nobody waits on or whose failure the page handles itself (a background refresh, a tab): silent. */
export const QUIET = { hideLoading: true, noToast: true } as const;
