import { deflateSync } from 'node:zlib';

/** Frames above 4 MB are not generated: bigger than any reply the service sends, small enough for a quick run. */
const MAX_FRAME = 4 * 1024 * 1024;

/** mulberry32: a small seeded generator, so a failing run can be replayed exactly. */
export function seeded(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
const encoder = new TextEncoder();
const frameBytes = (frame: unknown): Uint8Array => encoder.encode(JSON.stringify(frame));

/** Kinds of frame the client can never use: each must be reported with exactly one ERROR event. */
export const UNUSABLE = [
  'bytes',
  'text',
  'truncated',
  'compGarbage',
  'compJunkJson',
  'notObject',
  'badHead',
  'unknownCmd',
];

export class Fuzzer {
  private readonly random: () => number;
  /** The group the client knows; pushes to it are sequenced. */
  static readonly GROUP = '@TGS#1FUZZ';
  private seq = 0;
  constructor(seed: number) {
    this.random = seeded(seed);
  }

  int(n: number): number {
    return Math.floor(this.random() * n);
  }
  pick<T>(list: readonly T[]): T {
    return list[this.int(list.length)]!;
  }
  bytes(n: number): Uint8Array {
    return Uint8Array.from({ length: n }, () => this.int(256));
  }
  text(n: number): string {
    return String.fromCharCode(...Array.from({ length: n }, () => this.int(0xd7ff)));
  }

  /** A value of some other type than the field had: the "wrong type in every field" mutation. */
  wrongValue(): Json {
    switch (this.int(12)) {
      case 0:
        return null;
      case 1:
        return this.random() < 0.5;
      case 2:
        return -1;
      case 3:
        return 1e308;
      case 4:
        return this.text(8);
      case 5:
        return '';
      case 6:
        return [];
      case 7:
        return {};
      case 8:
        return Array.from({ length: 10_000 }, (_, i) => i);
      case 9:
        return 'x'.repeat(50_000);
      case 10:
        return { __proto__: { polluted: true }, constructor: 'x', toString: 1 } as unknown as Json;
      default:
        return String(this.int(1_000_000_000));
    }
  }

  private message(extra: Record<string, Json>): Record<string, Json> {
    this.seq++;
    return {
      From_Account: this.pick(['peer', 'me', 'other']),
      MsgSeq: this.seq,
      MsgRandom: this.int(1e9),
      MsgTimeStamp: 1_700_000_000 + this.seq,
      MsgBody: [
        { MsgType: this.pick(['TIMTextElem', 'TIMCustomElem', 'TIMImageElem', 'X']), MsgContent: { Text: 'x' } },
      ],
      CloudCustomData: '',
      ...extra,
    };
  }

  /** A valid push of some kind, before mutation. */
  template(): { servcmd: string; body: Record<string, Json> } {
    const push = 'im_open_push.msg_push';
    switch (this.int(9)) {
      case 0:
        return {
          servcmd: push,
          body: { EventArray: [{ Event: 1, C2cMsgArray: [this.message({ To_Account: 'me' })] }], NeedAck: 1 },
        };
      case 1:
      case 2:
        return {
          servcmd: this.pick([push, 'im_open_push.multi_msg_push_ws']),
          body: {
            EventArray: [
              {
                Event: 3,
                GroupMsgArray: [
                  this.message({
                    GroupId: Fuzzer.GROUP,
                    GroupInfo: { GroupId: Fuzzer.GROUP, GroupType: 'Public' },
                    MsgSeq: this.seq,
                  }),
                ],
              },
            ],
          },
        };
      case 3: {
        // A push for a group the client does not know: held while the group is probed.
        const id = `@TGS#1UNKNOWN${this.int(5)}`;
        return {
          servcmd: push,
          body: { EventArray: [{ Event: 3, GroupMsgArray: [this.message({ GroupId: id, ToGroupId: id })] }] },
        };
      }
      case 4:
        return {
          servcmd: push,
          body: {
            EventArray: [
              {
                Event: 4,
                GroupTips: [
                  {
                    GroupId: Fuzzer.GROUP,
                    GroupInfo: { GroupId: Fuzzer.GROUP },
                    From_Account: 'peer',
                    MsgRandom: this.int(1e9),
                    MsgTimeStamp: 1_700_000_000,
                    MsgBody: { OpType: 1 + this.int(5), List_Account: ['peer'], MemberNum: 3 },
                  },
                ],
              },
            ],
          },
        };
      case 5:
        return {
          servcmd: push,
          body: {
            EventArray: [
              {
                Event: 5,
                GroupTips: [
                  {
                    GroupId: Fuzzer.GROUP,
                    MsgBody: {
                      OpType: this.pick([1, 3, 6, 9, 15, 20]),
                      GroupWithdrawInfoArray: [{ MsgSeq: this.int(this.seq + 1) }],
                    },
                  },
                ],
              },
            ],
          },
        };
      case 6:
        return {
          servcmd: push,
          body: {
            EventArray: [
              {
                Event: 9,
                C2cNotifyMsgArray: [
                  {
                    C2cReadedReceipt: { To_Account: 'peer', UinPairReadArray: [{ PeerReadTime: 1_700_000_000 }] },
                    ReadC2cMsgNotify: { UinPairReadArray: [{ From_Account: 'peer', LastReadTime: 1_700_000_000 }] },
                    WithdrawC2cMsgNotify: { C2cWithdrawInfoArray: [{ From_Account: 'peer', To_Account: 'me' }] },
                  },
                ],
              },
            ],
          },
        };
      case 7:
        // Overload of a command the client never sends, so the fuzz cannot pause real calls.
        return { servcmd: 'OverLoadPush.notify2', body: { OverLoadServCmd: `fuzz.${this.int(100)}`, DelaySecs: 5 } };
      default:
        // Kick notices whose kind is never a number: a real kick would end the session.
        return {
          servcmd: 'im_open_status.stat_forceoffline',
          body: {
            EventArray: [
              { Event: 9, C2cNotifyMsgArray: [{ KickoutMsgNotify: { KickType: this.pick(['x', null, [], {}]) } }] },
            ],
          },
        };
    }
  }

  /** Replaces 1-3 random places of the tree with wrong-typed values; sometimes blows an array up. */
  mutate(body: Record<string, Json>): Record<string, Json> {
    const places: { parent: Json[] | Record<string, Json>; key: string | number }[] = [];
    const walk = (node: Json): void => {
      if (Array.isArray(node))
        node.forEach((v, i) => {
          places.push({ parent: node, key: i });
          walk(v);
        });
      else if (node && typeof node === 'object')
        for (const [k, v] of Object.entries(node)) {
          places.push({ parent: node, key: k });
          walk(v);
        }
    };
    walk(body);
    for (let n = 1 + this.int(3); n > 0 && places.length > 0; n--) {
      const { parent, key } = this.pick(places);
      const old = (parent as Record<string | number, Json>)[key]!;
      (parent as Record<string | number, Json>)[key] =
        Array.isArray(old) && old.length > 0 && this.random() < 0.2 && JSON.stringify(old[0]).length < 1000
          ? Array.from({ length: 2_000 }, () => structuredClone(old[0]!))
          : this.wrongValue();
    }
    return body;
  }

  frame(): { kind: string; data: Uint8Array | string } {
    const roll = this.random();
    const validPush = (): Uint8Array => {
      const t = this.template();
      return frameBytes({ head: { servcmd: t.servcmd, seq: this.int(1e9) }, body: t.body });
    };
    if (roll < 0.12) return { kind: 'bytes', data: this.bytes(1 + this.int(400)) };
    if (roll < 0.2) return { kind: 'text', data: JSON.stringify({ head: { servcmd: 'im_open_push.msg_push' } }) };
    if (roll < 0.3) {
      const whole = validPush();
      return { kind: 'truncated', data: whole.slice(0, 1 + this.int(whole.length - 2)) };
    }
    if (roll < 0.36)
      return { kind: 'compGarbage', data: new Uint8Array([0x43, 0x4f, 0x4d, 0x50, ...this.bytes(this.int(200))]) };
    if (roll < 0.4)
      return {
        kind: 'compJunkJson',
        data: new Uint8Array([0x43, 0x4f, 0x4d, 0x50, ...deflateSync(Buffer.from(`{"head":${this.text(20)}`))]),
      };
    if (roll < 0.45) return { kind: 'notObject', data: frameBytes(this.pick([null, 42, 'x', [1, 2], true])) };
    if (roll < 0.5)
      return {
        kind: 'badHead',
        data: frameBytes(
          this.pick([{ body: {} }, { head: null }, { head: { servcmd: 7 } }, { head: [] }, { head: 'x' }]),
        ),
      };
    if (roll < 0.55)
      return {
        kind: 'unknownCmd',
        data: frameBytes({ head: { servcmd: `fuzz.${this.text(6)}`, seq: this.int(1e9) }, body: this.wrongValue() }),
      };
    if (roll < 0.6) return { kind: 'valid', data: validPush() };
    const t = this.template();
    let bytes: Uint8Array;
    try {
      bytes = frameBytes({ head: { servcmd: t.servcmd, seq: this.int(1e9) }, body: this.mutate(t.body) });
    } catch {
      bytes = new Uint8Array(MAX_FRAME + 1);
    }
    // Mutations that compound past what the service would ever send (4 MB frames) are tried again.
    if (bytes.length > MAX_FRAME) return this.frame();
    // Compressed like the service may send it, now and then.
    return {
      kind: 'mutated',
      data: this.random() < 0.1 ? new Uint8Array([0x43, 0x4f, 0x4d, 0x50, ...deflateSync(bytes)]) : bytes,
    };
  }
}
