import { writeFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { officialNames } from '../support/official-sdk.ts';
import { ACCEPTED, PUSH_ACCEPTED } from './accepted.ts';
import { closeSide, type Emitted, normalise, outcome, plain, type Side, startSide, wireOf } from './harness.ts';
import IDENTICAL from './identical.json' with { type: 'json' };
import { PUSHES } from './pushes.ts';
import { fixture, SCENARIOS } from './scenarios.ts';

/**
 * The differential harness (issue #29): each public method of tim-js-sdk 2.27.6 called with the same arguments on
 * the official SDK and on im-client, each against its own im-server brought to the same state; the frames each
 * sends, the call's outcome and, for the pushes, the events each emits are compared. Answers are live, from servers
 * in the same state; pushes are replayed: our client is fed the push frames the official SDK received.
 *
 * `DIFF_OUT=/tmp/diff.json` writes every difference found; `DIFF_UPDATE=1` rewrites identical.json (the ratchet)
 * with what is identical now.
 */
interface Row {
  method: string;
  wire: [string[], string[]];
  result: [unknown, unknown];
}

const rows: Row[] = [];
const pushRows: { name: string; events: [unknown, unknown] }[] = [];
let official: Side;
let ours: Side;

/** The events a side emitted since `from`, comparable: the conversation list's order and times set aside. */
const eventsSince = (s: Side, from: number): unknown =>
  s.events
    .slice(from)
    .map((e: Emitted) => `${e.name} ${JSON.stringify(normalise(plain(e.data)))}`)
    .sort();

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);
const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));

beforeAll(async () => {
  [official, ours] = await Promise.all([startSide('official', fixture), startSide('ours', fixture)]);
  await pause(300);
  const leaving = SCENARIOS.findIndex((s) => s.method === 'deleteConversation');
  const runScenario = async (scenario: (typeof SCENARIOS)[number]) => {
    const run = async (s: Side) => {
      await scenario.prep?.(s).catch(() => undefined);
      // What the prep or the scenario before set off (a push's follow-up fetch) goes out before the window opens:
      // a late frame once counted against deleteFriend on one side, 1 run in 4.
      await pause(50);
      const from = s.frames.length;
      const result = await outcome(() => scenario.call(s), 4000);
      return { result, wire: wireOf(s.frames.slice(from)) };
    };
    const [a, b] = await Promise.all([run(official), run(ours)]);
    rows.push({ method: scenario.method, wire: [a.wire, b.wire], result: [a.result, b.result] });
  };
  for (const scenario of SCENARIOS.slice(0, leaving)) await runScenario(scenario);
  // The list events the last calls started (throttled to one a second, the official SDK's put off by each
  // change) go out before the first push.
  await pause(2100);
  for (const push of PUSHES) {
    const [fromOfficial, fromOurs] = [official.events.length, ours.events.length];
    // The replay: both servers act alike (so later answers agree), but our client gets the very pushes the
    // official SDK got, not its own server's (one-to-one sequences, randoms and times differ between servers).
    official.replay.received.length = 0;
    ours.replay.hold = true;
    await Promise.all([official, ours].map((s) => push.act(s.peers, s).catch(() => undefined)));
    await pause(300);
    ours.replay.hold = false;
    for (const text of official.replay.received) ours.replay.feed(text);
    // The official SDK throttles list events to one a second.
    await pause(1100);
    pushRows.push({ name: push.name, events: [eventsSince(official, fromOfficial), eventsSince(ours, fromOurs)] });
  }
  for (const scenario of SCENARIOS.slice(leaving)) await runScenario(scenario);
}, 120_000);

afterAll(async () => {
  await Promise.all([official, ours].filter(Boolean).map(closeSide));
});

describe('differential harness against tim-js-sdk 2.27.6 (issue #29)', () => {
  it('has one scenario per public method of the official SDK', () => {
    expect(SCENARIOS.map((s) => s.method).sort()).toEqual(officialNames().methods);
  });

  it('prints the table and keeps every method that was identical identical (the ratchet)', () => {
    const wireSame = rows.filter((r) => same(r.wire[0], r.wire[1])).map((r) => r.method);
    const resultSame = rows.filter((r) => same(r.result[0], r.result[1])).map((r) => r.method);
    const pushSame = pushRows.filter((r) => same(r.events[0], r.events[1])).map((r) => r.name);
    // The same events (names and counts), whatever their data's shape.
    const names = (events: unknown) => (events as string[]).map((e) => e.split(' ')[0]);
    const pushNamesSame = pushRows.filter((r) => same(names(r.events[0]), names(r.events[1]))).map((r) => r.name);
    const lines = [
      `methods identical on the wire ${wireSame.length}/${rows.length}`,
      `results identical ${resultSame.length}/${rows.length}`,
      `pushes handled identically ${pushSame.length}/${pushRows.length} (the same events, data aside: ${pushNamesSame.length}/${pushRows.length})`,
      '',
      'method                          wire  result  accepted difference',
      ...rows.map(
        (r) =>
          `${r.method.padEnd(32)}${(wireSame.includes(r.method) ? 'same' : 'DIFF').padEnd(6)}${(resultSame.includes(r.method) ? 'same' : 'DIFF').padEnd(8)}${ACCEPTED[r.method] ?? ''}`,
      ),
      '',
      'push                               events  data  accepted difference',
      ...pushRows.map(
        (r) =>
          `${r.name.padEnd(35)}${(pushNamesSame.includes(r.name) ? 'same' : 'DIFF').padEnd(8)}${(pushSame.includes(r.name) ? 'same' : 'DIFF').padEnd(6)}${PUSH_ACCEPTED[r.name] ?? ''}`,
      ),
    ];
    console.log(lines.join('\n'));
    if (process.env.DIFF_OUT)
      writeFileSync(
        process.env.DIFF_OUT,
        JSON.stringify(
          {
            methods: rows.filter((r) => !same(r.wire[0], r.wire[1]) || !same(r.result[0], r.result[1])),
            pushes: pushRows.filter((r) => !same(r.events[0], r.events[1])),
          },
          null,
          1,
        ),
      );
    const now = { wire: wireSame, results: resultSame, pushes: pushSame, pushEvents: pushNamesSame };
    if (process.env.DIFF_UPDATE)
      writeFileSync(new URL('./identical.json', import.meta.url), `${JSON.stringify(now, null, 2)}\n`);
    else {
      expect(
        IDENTICAL.wire.filter((m) => !wireSame.includes(m)),
        'no longer identical on the wire',
      ).toEqual([]);
      expect(
        IDENTICAL.results.filter((m) => !resultSame.includes(m)),
        'results no longer identical',
      ).toEqual([]);
      expect(
        IDENTICAL.pushes.filter((m) => !pushSame.includes(m)),
        'pushes no longer identical',
      ).toEqual([]);
      expect(
        IDENTICAL.pushEvents.filter((m) => !pushNamesSame.includes(m)),
        'pushes no longer emitting the same events',
      ).toEqual([]);
    }
    // Every accepted difference names a method that does differ.
    for (const method of Object.keys(ACCEPTED))
      expect(wireSame.includes(method) && resultSame.includes(method), `${method} is identical now`).toBe(false);
    for (const push of Object.keys(PUSH_ACCEPTED))
      expect(pushSame.includes(push), `${push} is identical now`).toBe(false);
  });
});
