import { describe, expect, it } from 'vitest';
import type { ChatLine } from '../domain/room-chat';
import {
  announceChat,
  atBottom,
  CHAT_SUMMARY_EVERY_MS,
  type ChatAnnouncer,
  FRESH_ANNOUNCER,
  frameBatcher,
  unseenCount,
} from './busy-room';

const line = (id: string): ChatLine => ({ id, kind: 'text', from: 'u', nick: 'n', text: id });

describe('a busy live room (issue #31 item 5)', () => {
  it('the list follows the newest line only while the reader is at its bottom', () => {
    expect(atBottom(600, 400, 1000)).toBe(true);
    expect(atBottom(590, 400, 1000)).toBe(true);
    expect(atBottom(500, 400, 1000)).toBe(false);
    expect(atBottom(0, 400, 300)).toBe(true);
  });

  it('the "new messages" jump counts the lines after the last one seen, all of them once it dropped off', () => {
    const lines = ['a', 'b', 'c', 'd'].map(line);
    expect(unseenCount(lines, null)).toBe(0);
    expect(unseenCount(lines, 'd')).toBe(0);
    expect(unseenCount(lines, 'b')).toBe(2);
    expect(unseenCount(lines, 'gone')).toBe(4);
  });

  it('lines arriving within one frame are handed over once, in order; a cancelled batcher hands nothing', () => {
    const frames: (() => void)[] = [];
    const flushed: string[][] = [];
    const batcher = frameBatcher<string>(
      (items) => flushed.push(items),
      1000,
      (callback) => frames.push(callback),
    );
    for (let i = 0; i < 100; i += 1) batcher.push([`m${i}`]);
    batcher.push([]);
    expect(frames).toHaveLength(1);
    expect(flushed).toEqual([]);
    frames.shift()?.();
    expect(flushed).toHaveLength(1);
    expect(flushed[0]).toEqual(Array.from({ length: 100 }, (_, i) => `m${i}`));
    batcher.push(['late']);
    batcher.cancel();
    frames.shift()?.();
    expect(flushed).toHaveLength(1);
  });

  it('while no frame comes (a hidden tab) only the newest lines wait', () => {
    const frames: (() => void)[] = [];
    const flushed: number[][] = [];
    const batcher = frameBatcher<number>(
      (items) => flushed.push(items),
      200,
      (callback) => frames.push(callback),
    );
    for (let i = 0; i < 10_000; i += 1) batcher.push([i]);
    frames.shift()?.();
    expect(flushed[0]).toHaveLength(200);
    expect(flushed[0]?.[0]).toBe(9800);
    expect(flushed[0]?.at(-1)).toBe(9999);
  });
});

describe("a busy room's chat speaks to a screen reader sparingly (issue #31 item 5: every line was announced)", () => {
  const me = { id: '42', nick: 'fan' };
  const text = (id: string, from: string, words = id): ChatLine => ({
    id,
    kind: 'text',
    from,
    nick: `n${from}`,
    text: words,
  });
  const crowd = (from: number, count: number) =>
    Array.from({ length: count }, (_, i) => text(`c${from + i}`, `u${(from + i) % 7}`));

  /** Feeds the lines as they grow, one batch at a time, and collects what is said. */
  function run(batches: { lines: ChatLine[]; at: number }[]) {
    let state: ChatAnnouncer = FRESH_ANNOUNCER;
    return batches.map(({ lines, at }) => {
      const answer = announceChat(state, lines, me, at);
      state = answer.state;
      return answer.say;
    });
  }

  it('the history on entering is never read out', () => {
    expect(run([{ lines: crowd(0, 50), at: 0 }])).toEqual([null]);
  });

  it('a hundred lines a second: one count per window, with the reader’s own and mentioning lines read at once', () => {
    const history = crowd(0, 10);
    let lines = history;
    const batches = [{ lines, at: 0 }];
    const mine = text('mine', '42', 'hello');
    const mention = text('mention', 'u3', 'hi @fan');
    for (let second = 1; second <= 30; second += 1) {
      lines = [...lines, ...crowd(second * 100, 100), ...(second === 5 ? [mine, mention] : [])];
      batches.push({ lines, at: second * 1000 });
    }
    const said = run(batches).filter((say) => say !== null);
    // The first busy second is counted at once, then seconds 2-16 when the window has passed (the rest waits).
    expect(said.map((say) => say?.count)).toEqual([100, 0, 1500]);
    expect(said.flatMap((say) => say?.lines ?? [])).toEqual([mine, mention]);
  });

  it('a quiet room reads its rare line in full; lines kept back are counted once the window has passed', () => {
    const first = [text('a', 'u1')];
    const second = [...first, text('b', 'u2', 'goal!')];
    const burst = [...second, text('c', 'u3'), text('d', 'u4')];
    const said = run([
      { lines: first, at: 0 },
      { lines: second, at: 1000 },
      { lines: burst, at: 2000 },
      { lines: burst, at: 1000 + CHAT_SUMMARY_EVERY_MS },
    ]);
    expect(said[1]).toEqual({ lines: [second[1]], count: 0 });
    expect(said[2]).toBeNull();
    expect(said[3]).toEqual({ lines: [], count: 2 });
  });

  it('a guest (no reader) hears only counts and lone lines; a room entered empty reads its first line', () => {
    let state = announceChat(FRESH_ANNOUNCER, [], null, 0).state;
    const answer = announceChat(state, [text('x', '42')], null, 10);
    state = answer.state;
    expect(answer.say).toEqual({ lines: [text('x', '42')], count: 0 });
    expect(announceChat(state, [text('x', '42'), text('y', '42')], null, 20).say).toBeNull();
  });
});
