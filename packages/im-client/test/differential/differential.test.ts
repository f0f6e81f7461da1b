import { writeFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { officialNames } from '../support/official-sdk.ts';
import { ACCEPTED, LOGIN_ACCEPTED, PUSH_ACCEPTED } from './accepted.ts';
import {
  AnswerBook,
  closeSide,
  type Emitted,
  loginSide,
  normalise,
  outcome,
  plain,
  type Side,
  startFixture,
  TIMER_CMD,
  wireOf,
} from './harness.ts';
import IDENTICAL from './identical.json' with { type: 'json' };
import { PUSHES } from './pushes.ts';
import { fixture, leaveBeforePushes, SCENARIOS } from './scenarios.ts';

/**
 * The differential harness (issue #29): each public method of tim-js-sdk 2.27.6 called with the same arguments on
 * the official SDK and on im-client, each against its own im-server brought to the same state; the frames each
 * sends, the call's outcome and, for the pushes, the events each emits are compared. Both are given the same
 * answers and pushes: the official SDK's are recorded (it is the reference, so it alone talks to its server as
 * is) and replayed to our client, the answers matched by command and normalised request body, the pushes relayed
 * as they arrive, RELAY_MS later, so both see the same schedule.
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
const pushRows: { name: string; events: [unknown, unknown]; wire: [string[], string[]] }[] = [];
const answers = new AnswerBook();
let official: Side;
let ours: Side;
/** What each SDK sent from its login until its first commercial check had run, timers left out. */
let loginWire: [string[], string[]];

/**
 * The frames a side sent at login, comparable: heartbeats (whenever their timer fires) left out, and on the
 * official side the commands we chose not to send (LOGIN_ACCEPTED).
 */
const loginFrames = (s: Side) =>
  wireOf(s.sent.filter((f) => !TIMER_CMD.test(f.servcmd) && !(s.name === 'official' && f.servcmd in LOGIN_ACCEPTED)));

/** The events a side emitted since `from`, comparable: the conversation list's order and times set aside. */
const eventsSince = (s: Side, from: number): unknown =>
  s.events
    .slice(from)
    .map((e: Emitted) => `${e.name} ${JSON.stringify(normalise(plain(e.data)))}`)
    .sort();

/** What a side sent since `from` (a push row's follow-ups: its ack, fetches), heartbeats aside. */
const sentSince = (s: Side, from: number): string[] =>
  wireOf(s.sent.slice(from).filter((f) => !TIMER_CMD.test(f.servcmd)));

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);
const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));
/** How much later our client gets each push than the official SDK: time for the official's follow-up answers. */
const RELAY_MS = 150;
/** The SDKs' list events are throttled to one a second (after the last emitted). */
const THROTTLE_MS = 1000;

/**
 * Waits until neither SDK has emitted anything for longer than the list throttle (at most 3 s): a push row then
 * starts with both throttles idle and ends once all it set off is out, so no row inherits the one before's events.
 */
async function quiet(): Promise<void> {
  const until = Date.now() + 3000;
  const last = () => Math.max(0, ...[official, ours].map((s) => s.events.at(-1)?.at ?? 0));
  while (Date.now() - last() <= THROTTLE_MS + 100 && Date.now() < until) await pause(50);
}

beforeAll(async () => {
  const [officialServer, ourServer] = await Promise.all([startFixture(fixture), startFixture(fixture)]);
  // The official SDK first, recording; ours is then given its answers (SDK_READY's lists included).
  official = await loginSide('official', officialServer.server, officialServer.peers, answers);
  ours = await loginSide('ours', ourServer.server, ourServer.peers, answers);
  // The official SDK fetches the purchase bits at its first timer check after the login (at most 1 s), ours 1 s after.
  await pause(1500);
  loginWire = [loginFrames(official), loginFrames(ours)];
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
    // One after the other: ours is answered what the official SDK was in this scenario.
    answers.next();
    const a = await run(official);
    const b = await run(ours);
    rows.push({ method: scenario.method, wire: [a.wire, b.wire], result: [a.result, b.result] });
  };
  for (const scenario of SCENARIOS.slice(0, leaving)) await runScenario(scenario);
  answers.next();
  await leaveBeforePushes(official).catch(() => undefined);
  await leaveBeforePushes(ours).catch(() => undefined);
  // The replay: both servers act alike (so live answers agree), but our client gets the very pushes the official
  // SDK got, not its own server's (one-to-one sequences, randoms and times differ between servers), each RELAY_MS
  // after it, and the official's answers to the requests they set off (ours waits for them: both run at once).
  ours.replay.hold = true;
  official.replay.onPush = (text) => setTimeout(() => ours.replay.feed(text), RELAY_MS);
  answers.waitMs = 1000;
  for (const push of PUSHES) {
    await quiet();
    const [fromOfficial, fromOurs] = [official.events.length, ours.events.length];
    const [sentOfficial, sentOurs] = [official.sent.length, ours.sent.length];
    answers.next();
    await Promise.all([official, ours].map((s) => push.act(s.peers, s).catch(() => undefined)));
    // The pushes arrive (ours RELAY_MS later), then what they set off, the throttled list events last.
    await pause(300 + RELAY_MS);
    await quiet();
    pushRows.push({
      name: push.name,
      events: [eventsSince(official, fromOfficial), eventsSince(ours, fromOurs)],
      wire: [sentSince(official, sentOfficial), sentSince(ours, sentOurs)],
    });
  }
  official.replay.onPush = undefined;
  ours.replay.hold = false;
  answers.waitMs = 0;
  for (const scenario of SCENARIOS.slice(leaving)) await runScenario(scenario);
}, 120_000);

afterAll(async () => {
  await Promise.all([official, ours].filter(Boolean).map(closeSide));
});

describe('differential harness against tim-js-sdk 2.27.6 (issue #29)', () => {
  it('has one scenario per public method of the official SDK', () => {
    expect(SCENARIOS.map((s) => s.method).sort()).toEqual(officialNames().methods);
  });

  it('sends at login, command for command and body for body, what the official SDK sends at login (issue #29: the lexicon only with the profanity plugin, the purchase bits at its first check, folders with the time)', () => {
    const [theirs, mine] = loginWire;
    expect(
      { onlyOurs: mine.filter((l) => !theirs.includes(l)), onlyOfficial: theirs.filter((l) => !mine.includes(l)) },
      'sent at login by one SDK only',
    ).toEqual({ onlyOurs: [], onlyOfficial: [] });
    expect(mine, 'the same commands as often').toEqual(theirs);
    // Each accepted command is still one the official SDK sends at login.
    const officialCmds = official.sent.map((f) => f.servcmd);
    for (const cmd of Object.keys(LOGIN_ACCEPTED)) expect(officialCmds, `${cmd} accepted`).toContain(cmd);
  });

  it('prints the table and keeps every method that was identical identical (the ratchet)', () => {
    const wireSame = rows.filter((r) => same(r.wire[0], r.wire[1])).map((r) => r.method);
    const resultSame = rows.filter((r) => same(r.result[0], r.result[1])).map((r) => r.method);
    const pushSame = pushRows.filter((r) => same(r.events[0], r.events[1])).map((r) => r.name);
    // The same events (names and counts), whatever their data's shape.
    const names = (events: unknown) => (events as string[]).map((e) => e.split(' ')[0]);
    const pushNamesSame = pushRows.filter((r) => same(names(r.events[0]), names(r.events[1]))).map((r) => r.name);
    const pushWireSame = pushRows.filter((r) => same(r.wire[0], r.wire[1])).map((r) => r.name);
    const pushRequests = pushRows.reduce((n, r) => n + r.wire[0].length, 0);
    const lines = [
      `methods identical on the wire ${wireSame.length}/${rows.length}`,
      `results identical ${resultSame.length}/${rows.length}`,
      `pushes handled identically ${pushSame.length}/${pushRows.length} (the same events, data aside: ${pushNamesSame.length}/${pushRows.length})`,
      `pushes setting off the same requests ${pushWireSame.length}/${pushRows.length} (the official SDK's: ${pushRequests})`,
      `our requests answered with the official SDK's recorded answer ${answers.replayed}, live (not asked by it) ${answers.live.length}`,
      '',
      'method                          wire  result  accepted difference',
      ...rows.map(
        (r) =>
          `${r.method.padEnd(32)}${(wireSame.includes(r.method) ? 'same' : 'DIFF').padEnd(6)}${(resultSame.includes(r.method) ? 'same' : 'DIFF').padEnd(8)}${ACCEPTED[r.method] ?? ''}`,
      ),
      '',
      'push                               events  data  wire  accepted difference',
      ...pushRows.map(
        (r) =>
          `${r.name.padEnd(35)}${(pushNamesSame.includes(r.name) ? 'same' : 'DIFF').padEnd(8)}${(pushSame.includes(r.name) ? 'same' : 'DIFF').padEnd(6)}${(pushWireSame.includes(r.name) ? 'same' : 'DIFF').padEnd(6)}${PUSH_ACCEPTED[r.name] ?? ''}`,
      ),
    ];
    console.log(lines.join('\n'));
    if (process.env.DIFF_OUT)
      writeFileSync(
        process.env.DIFF_OUT,
        JSON.stringify(
          {
            methods: rows.filter((r) => !same(r.wire[0], r.wire[1]) || !same(r.result[0], r.result[1])),
            pushes: pushRows.filter((r) => !same(r.events[0], r.events[1]) || !same(r.wire[0], r.wire[1])),
            live: answers.live,
          },
          null,
          1,
        ),
      );
    const now = {
      wire: wireSame,
      results: resultSame,
      pushes: pushSame,
      pushEvents: pushNamesSame,
      pushWire: pushWireSame,
    };
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
      expect(
        IDENTICAL.pushWire.filter((m) => !pushWireSame.includes(m)),
        'pushes no longer setting off the same requests',
      ).toEqual([]);
    }
    // Every accepted difference names a method that does differ.
    for (const method of Object.keys(ACCEPTED))
      expect(wireSame.includes(method) && resultSame.includes(method), `${method} is identical now`).toBe(false);
    for (const push of Object.keys(PUSH_ACCEPTED))
      expect(pushSame.includes(push), `${push} is identical now`).toBe(false);
  });
});
