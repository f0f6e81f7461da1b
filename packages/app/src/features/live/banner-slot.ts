/**
 * The class of /live's banner place while its list loads; the stamped first paint shows the first banner in it as
 * soon as the early call's answer names it (first-paint.tsx), before the app renders.
 */
export const LIVE_BANNER_SLOT = 'live-banner-slot';
