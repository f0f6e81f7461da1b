/** The densities a viewer picks from: their own module, so a settings control loads them without the component. */
export type DanmakuDensity = 'low' | 'medium' | 'high';
export const DANMAKU_DENSITIES: readonly DanmakuDensity[] = ['low', 'medium', 'high'];
