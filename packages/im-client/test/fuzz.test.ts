import { deflateSync } from 'node:zlib';
import { afterEach, describe, expect, it, vi } from 'vitest';
import TIM, { type ChatClient, type Message } from '../src/index.ts';
import { c2cPush, FakeService, flush, readyClient } from './fake-service.ts';
import { Fuzzer, UNUSABLE } from './fuzzer.ts';

// A seeded fuzzer: random and mutated frames from a fake service into a logged-in client.
// FUZZ_SEED=<n> replays a run.
const SEED = Number(process.env.FUZZ_SEED ?? 1123);
const FRAMES = 10_000;
const GROUP = Fuzzer.GROUP;
const SENTINEL = 'fuzz.sentinel';

const clients: ChatClient[] = [];
afterEach(async () => {
  for (const c of clients.splice(0)) await c.destroy();
});

describe('client fuzzing', () => {
  it('10,000 random and mutated frames: no crash, each unusable frame reported once, and the client still works', async () => {
    const crashes: unknown[] = [];
    const onCrash = (err: unknown): void => void crashes.push(err);
    process.on('uncaughtException', onCrash);
    process.on('unhandledRejection', onCrash);
    try {
      const s = new FakeService();
      const group = { GroupId: GROUP, Type: 'Public', NextMsgSeq: 1, SelfInfo: { Role: 'Member' } };
      s.replies.set('group_open_http_svc.get_joined_group_list', { GroupIdList: [group] });
      s.replies.set('group_open_http_svc.get_group_self_member_info', (b) => {
        const id = String((b.GroupIdList as unknown[])?.[0]);
        return { GroupInfo: [id === GROUP ? group : { GroupId: id, ErrorCode: 10010, ErrorInfo: 'no such group' }] };
      });
      s.replies.set('group_open_http_svc.group_msg_get', { RspMsgList: [], IsFinished: 1 });
      s.replies.set('openim.sendmsg', (b) => ({ MsgTime: 1_800_000_000, MsgSeq: b.MsgSeq as number }));
      const c = await readyClient(s, clients);
      let errors = 0;
      let sentinels = 0;
      let received = 0;
      c.on(TIM.EVENT.ERROR, (e) => {
        if (String((e.data as Error).message).includes(SENTINEL)) sentinels++;
        else errors++;
      });
      c.on(TIM.EVENT.MESSAGE_RECEIVED, (e) => (received += (e.data as Message[]).length));
      const sentinel = new TextEncoder().encode(JSON.stringify({ head: { servcmd: SENTINEL, seq: 1 }, body: {} }));

      const fuzz = new Fuzzer(SEED);
      const byKind = new Map<string, { frames: number; reported: number; overReported: number }>();
      for (let i = 0; i < FRAMES; i++) {
        const { kind, data } = fuzz.frame();
        const before = errors;
        s.last.deliverRaw(data);
        if (data instanceof Uint8Array && data[0] === 0x43) {
          // Compressed frames inflate asynchronously; frames are handled in order, so the report of a
          // sentinel frame sent after this one marks that this one is done.
          const waited = sentinels;
          s.last.deliverRaw(sentinel);
          for (let t = 0; t < 2000 && sentinels === waited; t++) await flush(1);
          expect(sentinels, 'the sentinel after a compressed frame was reported').toBe(waited + 1);
        } else await new Promise((r) => setImmediate(r));
        const tally = byKind.get(kind) ?? { frames: 0, reported: 0, overReported: 0 };
        tally.frames++;
        if (errors > before) tally.reported++;
        if (errors > before + 1) tally.overReported++;
        byKind.set(kind, tally);
      }
      await flush(20);
      console.log(`fuzz (seed ${SEED}): ${FRAMES} frames, ${errors} ERROR events, ${received} messages received`);
      console.table(Object.fromEntries(byKind));

      expect(crashes).toEqual([]);
      for (const kind of UNUSABLE) {
        const t = byKind.get(kind)!;
        expect(t.reported, `${kind} frames reported`).toBe(t.frames);
      }
      for (const [kind, t] of byKind) expect(t.overReported, `${kind} reported more than once`).toBe(0);
      expect(byKind.get('valid')!.reported).toBe(0);

      // A reconnect runs recovery over whatever the frames left (a bogus far-ahead group sequence once
      // made it build an endless list of missing sequences).
      const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
      const logins = s.count('im_open_status.wslogin');
      c.simulateNetworkDrop();
      for (let t = 0; t < 500 && s.count('im_open_status.wslogin') === logins; t++) await flush(1);
      await flush(50);
      expect(warn.mock.calls.map((args) => args.join(' '))).toEqual([]);
      warn.mockRestore();

      // The client still works: a send succeeds and a proper push arrives.
      expect(c.isReady()).toBe(true);
      const sent = await c.sendMessage(
        c.createTextMessage({ to: 'peer', conversationType: 'C2C', payload: { text: 'ok' } }),
      );
      expect(sent.data.message.status).toBe('success');
      const got: Message[] = [];
      c.on(TIM.EVENT.MESSAGE_RECEIVED, (e) => got.push(...(e.data as Message[])));
      s.last.deliver(c2cPush('friend', 1, 'still here'));
      await flush();
      expect(got.map((m) => m.payload.text)).toEqual(['still here']);
      expect(crashes).toEqual([]);
    } finally {
      process.off('uncaughtException', onCrash);
      process.off('unhandledRejection', onCrash);
    }
  }, 120_000);

  it('a compressed frame and a plain one after it are handled in the order they came', async () => {
    const s = new FakeService();
    const c = await readyClient(s, clients);
    const got: string[] = [];
    c.on(TIM.EVENT.MESSAGE_RECEIVED, (e) => got.push(...(e.data as Message[]).map((m) => String(m.payload.text))));
    const push = (n: number) => new TextEncoder().encode(JSON.stringify(c2cPush('peer', n, String(n))));
    s.last.deliverRaw(new Uint8Array([0x43, 0x4f, 0x4d, 0x50, ...deflateSync(push(1))]));
    s.last.deliverRaw(push(2));
    for (let t = 0; t < 400 && got.length < 2; t++) await flush(1);
    expect(got).toEqual(['1', '2']);
  });
});
