export { Danmaku, type DanmakuItem, type DanmakuProps } from './Danmaku.tsx';
export {
  DANMAKU_DENSITIES,
  DANMAKU_LANES,
  DANMAKU_QUEUE_MAX,
  type DanmakuDensity,
  enqueue as enqueueDanmaku,
  flyingText,
  freeLane,
} from './lanes.ts';
