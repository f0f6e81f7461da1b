export { Danmaku, type DanmakuItem, type DanmakuMeasure, type DanmakuProps } from './Danmaku.tsx';
export { DANMAKU_DENSITIES, type DanmakuDensity } from './densities.ts';
export { DANMAKU_LANES, DANMAKU_QUEUE_MAX, enqueue as enqueueDanmaku, flyingText, freeLane } from './lanes.ts';
