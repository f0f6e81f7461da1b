import { HEARTBEAT_SEC, type HeartbeatResult, type TaskInfo } from '@live/api-contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dayOf, dayStart } from '../src/seed/calendar.ts';
import { HEARTBEAT_MAX_GAP_SEC, heartbeatStep } from '../src/tasks/heartbeats.ts';
import { register, sandbox, type TestSandbox } from './helpers.ts';

// Issue #28: watchLive (观看直播10分钟) and online (在线30分钟) advance from heartbeats the platform times itself.
let sb: TestSandbox;
// Noon (UTC+8) of a fixed day: an hour of heartbeats stays within it.
let clock = dayStart(dayOf(1_790_000_000)) + 12 * 3600;
let liveRoom = 0;
/** The seed's last room: its anchor is offline. */
const ENDED_ROOM = 1050;

beforeAll(async () => {
  sb = await sandbox({ now: () => clock, chat: false });
  const rooms = await sb.post<{ list: { id: number }[] }>('/api/live/getRealLives', { page: 1, size: 50 });
  liveRoom = rooms.data.list[0]?.id ?? 0;
  expect(rooms.data.list.some((room) => room.id === ENDED_ROOM)).toBe(false);
});

afterAll(() => sb.close());

async function task(token: string, key: string) {
  const info = await sb.post<TaskInfo>('/api/task/getTaskInfo', { token });
  const found = info.data.tasks.find((t) => t.key === key);
  if (!found) throw new Error(`no task ${key}`);
  return found;
}

const watch = (token: string) => sb.post<HeartbeatResult>('/api/live/playHeartbeat', { token, liveid: liveRoom });
const presence = (token: string) => sb.post<HeartbeatResult>('/api/user/heartbeat', { token });

describe('heartbeats (issue #28)', () => {
  it('the rule: a first heartbeat opens a session; one sooner than 55 s is ignored; others add the time since, at most 60 s', () => {
    expect(heartbeatStep(null, 1000)).toEqual({ credit: 0, counted: true, last: 1000 });
    expect(heartbeatStep(1000, 1030)).toEqual({ credit: 0, counted: false, last: 1000 });
    expect(heartbeatStep(1000, 1054)).toEqual({ credit: 0, counted: false, last: 1000 });
    expect(heartbeatStep(1000, 1055)).toEqual({ credit: 55, counted: true, last: 1055 });
    expect(heartbeatStep(1000, 1060)).toEqual({ credit: 60, counted: true, last: 1060 });
    expect(heartbeatStep(1000, 1100)).toEqual({ credit: 60, counted: true, last: 1100 });
    // A long pause (the page hidden, the video stopped) is not time watched.
    expect(heartbeatStep(1000, 1000 + HEARTBEAT_MAX_GAP_SEC + 1)).toEqual({
      credit: 0,
      counted: true,
      last: 1000 + HEARTBEAT_MAX_GAP_SEC + 1,
    });
  });

  it('watchLive: play heartbeats every 60 s for 10 minutes finish 观看直播10分钟 one minute a stage (x/10)', async () => {
    const { token } = await register(sb, '13700002801');
    expect(await task(token, 'watchLive')).toMatchObject({ stage: 0, stage_max: 10, desc: '观看直播10分钟' });
    expect((await watch(token)).data).toEqual({ counted: 1, seconds: 0 });
    for (let minute = 1; minute <= 4; minute++) {
      clock += HEARTBEAT_SEC;
      expect((await watch(token)).data).toEqual({ counted: 1, seconds: minute * 60 });
    }
    expect(await task(token, 'watchLive')).toMatchObject({ stage: 4, stage_max: 10 });
    for (let minute = 5; minute <= 11; minute++) {
      clock += HEARTBEAT_SEC;
      await watch(token);
    }
    expect(await task(token, 'watchLive')).toMatchObject({ stage: 10, stage_max: 10, received: 0 });
    expect((await task(token, 'online')).stage).toBe(0);
  });

  it('watchLive: a client sending heartbeats faster than the clock gets no more time than has passed', async () => {
    const { token } = await register(sb, '13700002802');
    await watch(token);
    // 600 heartbeats within 50 seconds: none counts.
    for (let i = 0; i < 600; i++) {
      if (i % 12 === 11) clock += 1;
      const beat = await watch(token);
      expect(beat.data.counted).toBe(0);
    }
    expect((await task(token, 'watchLive')).stage).toBe(0);
    clock += 10;
    expect((await watch(token)).data).toEqual({ counted: 1, seconds: 60 });
    expect((await task(token, 'watchLive')).stage).toBe(1);
  });

  it('watchLive: a guest, an unknown room and an ended broadcast count nothing, with a reason', async () => {
    const guest = await sb.post('/api/live/playHeartbeat', { liveid: liveRoom });
    expect(guest.status).toBe(2);
    const { token } = await register(sb, '13700002803');
    const unknown = await sb.post('/api/live/playHeartbeat', { token, liveid: 999999 });
    expect(unknown.status).toBe(4);
    const missing = await sb.post('/api/live/playHeartbeat', { token });
    expect(missing.status).toBe(1);
    expect(missing.msg).toContain('liveid');
    const ended = await sb.post('/api/live/playHeartbeat', { token, liveid: ENDED_ROOM });
    expect(ended).toMatchObject({ status: 1, msg: '直播已结束' });
    expect((await task(token, 'watchLive')).stage).toBe(0);
  });

  it('online: presence heartbeats every 60 s for 30 minutes finish 在线30分钟 (x/30); sooner ones are ignored', async () => {
    const { token } = await register(sb, '13700002804');
    expect(await task(token, 'online')).toMatchObject({ stage: 0, stage_max: 30, desc: '在线30分钟' });
    await presence(token);
    for (let minute = 1; minute <= 30; minute++) {
      clock += 30;
      expect((await presence(token)).data.counted).toBe(0);
      clock += 30;
      expect((await presence(token)).data).toEqual({ counted: 1, seconds: minute * 60 });
      if (minute === 12) expect((await task(token, 'online')).stage).toBe(12);
    }
    expect(await task(token, 'online')).toMatchObject({ stage: 30, stage_max: 30 });
    const claimed = await sb.post('/api/task/receive', {
      token,
      key: 'online',
      request_id: 'online-claim-1',
    });
    expect(claimed.status).toBe(0);
    expect((await sb.post('/api/user/heartbeat', {})).status).toBe(2);
  });
});
