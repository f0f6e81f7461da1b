import { deflateSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIMIT_ERRORS, LIMITS, type FlowLimits, type ImServer } from '../src/index.ts';
import { seeded, sig, startTestServer } from './setup.ts';
import { compressionBomb, RawSocket } from './raw-socket.ts';

type Body = Record<string, unknown>;

const SEED = 0x5eed2026;
const FRAMES = Number(process.env.FUZZ_FRAMES ?? 10_000);

/** Values of every JSON type, and the awkward ones of each (too big, too deep, not a number). */
const deep = (depth: number): unknown => (depth === 0 ? [] : [deep(depth - 1)]);
const WRONG: unknown[] = [
  null,
  true,
  0,
  -1,
  4294967296,
  2 ** 60,
  1.5,
  '',
  'x',
  '9'.repeat(400),
  'z'.repeat(20_000),
  [],
  [null, 1, 'a', {}],
  {},
  { Tag: { Value: [] }, Action: 'RoomGift' },
  deep(400),
];

/** One well-formed body per command the service answers; the fuzzer breaks every field of each. */
function templates(ids: { group: string; live: string; key: string }): Record<string, Body> {
  const text = [{ MsgType: 'TIMTextElem', MsgContent: { Text: 'hi' } }];
  return {
    'im_open_status.wslogin': { State: 'Online', InstType: 0 },
    'im_open_status.wslogout': {},
    'im_open_status.wshello': {},
    'heartbeat.alive': {},
    'openim.authkey': {},
    'im_sdk_config_mgr.fetch_config': {},
    'im_sdk_config_mgr.fetch_imsdk_purchase_bitsv2': {},
    'im_msg_audit_mgr.get_local_words': {},
    'imopenstat.tim_web_report_v2': { data: 'x' },
    'openim.ws_msg_push_ack': { Event: 1 },
    'openim.get_c2c_peer_mute_notifications': {},
    'im_open_status.ws_stat_background': {},
    'im_open_status.ws_stat_foreground': {},
    'StatSvc.KickOther': {},
    'sns.black_list_get': { StartIndex: 0 },
    'sns.black_list_add': { To_Account: ['fuzz-b'] },
    'sns.black_list_delete': { To_Account: ['fuzz-b'] },
    'sns.friend_add': {
      AddFriendItem: [{ To_Account: 'fuzz-b', AddSource: 'AddSource_Type_fz' }],
      AddType: 'Add_Type_Both',
    },
    'sns.friend_get': { StartIndex: 0 },
    'sns.friend_get_specified': { To_Account: ['fuzz-b'] },
    'sns.friend_check': { To_Account: ['fuzz-b'], CheckType: 'CheckResult_Type_Both' },
    'sns.friend_update': {
      UpdateItem: [{ To_Account: 'fuzz-b', SnsItem: [{ Tag: 'Tag_SNS_IM_Remark', Value: 'b' }] }],
    },
    'sns.friend_delete': { To_Account: ['fuzz-b'], DeleteType: 'Delete_Type_Both' },
    'sns.pendency_get': { PendencyType: 'Pendency_Type_Both', MaxLimited: 100 },
    'sns.friend_response': {
      ResponseFriendItem: [{ To_Account: 'fuzz-b', ResponseAction: 'Response_Action_AgreeAndAdd' }],
    },
    'sns.pendency_delete': { PendencyType: 'Pendency_Type_ComeIn', To_Account: ['fuzz-b'] },
    'sns.pendency_report': { LatestPendencyTimeStamp: 1 },
    'sns.group_add': { GroupName: ['fz'], To_Account: ['fuzz-b'] },
    'sns.group_delete': { GroupName: ['fz'] },
    'sns.group_update': {
      GroupOldName: 'fz',
      UpdateGroupItem: [{ To_Account: 'fuzz-b', UpdateType: 'Update_Type_Add' }],
    },
    'sns.group_get': {},
    'im_open_status.ws_set_custom_status': { CustomStatus: 'fz' },
    'im_open_status.ws_get_user_status': { To_Account: ['fuzz-b'] },
    'im_open_status.ws_status_subscribe': { To_Account: ['fuzz-b'] },
    'im_open_status.ws_status_unsubscribe': { UnsubscribeAll: 1 },
    'recentcontact.mark_contact': {
      MarkItem: [{ OptType: 1, ContactItem: { Type: 1, To_Account: 'fuzz-b' }, SetMark: [1] }],
    },
    'recentcontact.create_contact_group': {
      GroupContactItem: [{ GroupName: 'fz', ContactItem: [{ Type: 1, To_Account: 'fuzz-b' }] }],
    },
    'recentcontact.del_contact_group': { GroupName: ['fz'] },
    'recentcontact.update_contact_group': {
      UpdateType: 1,
      UpdateGroup: { UpdateGroupType: 1, OldGroupName: 'fz', NewGroupName: 'fy' },
    },
    'group_open_http_svc.modify_group_attr': { GroupId: ids.group, GroupAttr: [{ key: 'k', value: 'v' }] },
    'group_open_attr_http_svc.get_group_attr': { GroupId: ids.group },
    'group_open_http_svc.update_group_counter': {
      GroupId: ids.group,
      Mode: 'Increase',
      GroupCounter: [{ Key: 'c', Value: 1 }],
    },
    'group_open_http_svc.get_group_counter': { GroupId: ids.group },
    'group_open_avchatroom_http_svc.modify_user_info': {
      GroupId: ids.group,
      CommandType: 1,
      MemberList: [{ Member_Account: 'fuzz-b', Marks: [1000] }],
    },
    'million_group_open_http_svc.create_topic': { GroupId: ids.group, TopicName: 'fz' },
    'million_group_open_http_svc.get_topic': { GroupId: ids.group },
    'profile.portrait_get_all': { To_Account: ['fuzz-a', 'fuzz-b'], UserItem: [{ To_Account: 'fuzz-a' }] },
    'profile.portrait_set': { ProfileItem: [{ Tag: 'Tag_Profile_IM_Nick', Value: 'fuzzy' }] },
    'openim.sendmsg': { To_Account: 'fuzz-b', MsgSeq: 1, MsgRandom: 2, MsgBody: text, CloudCustomData: '' },
    'openim.getmsg': { Cookie: '', SyncFlag: 0 },
    'openim.getroammsg': { Peer_Account: 'fuzz-b', MaxCnt: 15, LastMsgTime: 0, MsgKey: '1_2_3' },
    'openim.msgreaded': { C2CMsgReaded: { C2CMsgReadedItem: [{ To_Account: 'fuzz-b', LastedMsgTime: 1 }] } },
    'openim.read_all_unread_msg': { C2CReadAllMsg: 1, GroupReadInfo: [{ GroupId: ids.group, MsgSeq: 1 }] },
    'openim.get_peer_read_time': { To_Account: ['fuzz-b'] },
    'openim.delete_c2c_msg_ramble': { To_Account: 'fuzz-b', MsgKeyList: ['1_2_3'] },
    'openim.msgwithdraw': { MsgInfo: { From_Account: 'fuzz-a', To_Account: 'fuzz-b', MsgSeq: 1, MsgRandom: 2 } },
    'recentcontact.page_get': { StartIndex: 0 },
    'recentcontact.get_contact_group': {},
    'recentcontact.top': { OperationType: 1, RecentContactItem: [{ Type: 1, To_Account: 'fuzz-b' }] },
    'recentcontact.clear_msg': { Type: 1, To_Account: 'fuzz-b' },
    'recentcontact.batch_delete': { ClearRamble: 0, ContactItem: [{ Type: 2, ToGroupid: ids.group }] },
    'im_cos_msg.pre_sig': { file_type: 1, file_name: 'a.png', upload_method: 0, duration: 900 },
    'group_open_http_svc.create_group': { Type: 'Public', Name: 'fz', MemberList: [{ Member_Account: 'fuzz-b' }] },
    'group_open_http_svc.get_joined_group_list': { Limit: 50, Offset: 0 },
    'million_group_open_http_svc.get_joined_group_list': { Limit: 50, Offset: 0 },
    'group_open_http_svc.get_group_self_member_info': { GroupIdList: [ids.group] },
    'group_open_http_svc.get_group_public_info': { GroupIdList: [ids.group, ids.live] },
    'group_open_http_svc.apply_join_group': { GroupId: ids.live, ApplyMsg: 'hi' },
    'group_open_http_noauth_svc.apply_join_group': { GroupId: ids.live },
    'group_open_http_svc.get_pendency': { StartTime: 0, Limit: 20 },
    'million_group_open_http_svc.get_pendency': {},
    'group_open_http_svc.handle_apply_join_group': { GroupId: ids.group, Applicant_Account: 'x', HandleMsg: 'Agree' },
    'group_open_long_polling_http_svc.get_msg': { Key: ids.key, StartSeq: 1, HoldTime: 90 },
    'group_open_long_polling_http_noauth_svc.get_msg': { Key: ids.key, StartSeq: 1, HoldTime: 90 },
    'group_open_http_svc.quit_group': { GroupId: ids.live },
    'group_open_http_svc.destroy_group': { GroupId: '@TGS#1NONE' },
    'group_open_http_svc.add_group_member': { GroupId: ids.group, MemberList: [{ Member_Account: 'fuzz-c' }] },
    'group_open_http_svc.delete_group_member': { GroupId: ids.group, MemberToDel_Account: ['fuzz-c'] },
    'group_open_http_svc.get_group_member_info': { GroupId: ids.group, Limit: 15, Offset: 0 },
    'group_open_http_svc.get_specified_group_member_info': { GroupId: ids.group, Member_List_Account: ['fuzz-b'] },
    'group_open_http_svc.modify_group_member_info': {
      GroupId: ids.group,
      Member_Account: 'fuzz-b',
      NameCard: 'b',
      ShutUpTime: 0,
      MsgFlag: 'AcceptAndNotify',
    },
    'group_open_http_svc.change_group_owner': { GroupId: '@TGS#1NONE', NewOwner_Account: 'fuzz-b' },
    'group_open_http_svc.modify_group_base_info': { GroupId: ids.group, Name: 'fz', ShutUpAllMember: 'Off' },
    'group_open_http_svc.get_online_member_num': { GroupId: ids.live },
    'group_open_http_svc.send_group_msg': { GroupId: ids.group, Random: 1, ClientSeq: 1, MsgBody: text },
    'group_open_http_svc.group_msg_get': { GroupId: ids.group, ReqMsgSeq: 0, ReqMsgNumber: 15 },
    'group_open_http_svc.delete_group_ramble_msg_by_seq': { GroupId: ids.group, Seqs: [{ MsgSeq: 1 }] },
    'group_open_http_svc.msg_read_report': { GroupId: ids.group, MsgReadedSeq: 1 },
    'group_open_http_svc.group_msg_recall': { GroupId: ids.group, MsgSeqList: [{ MsgSeq: 1 }] },
    // Every other way a message reaches others (issue #26): edits, extensions, topic messages.
    'openim.modify_c2c_msg': {
      From_Account: 'fuzz-a',
      To_Account: 'fuzz-b',
      MsgSeq: 1,
      MsgRandom: 2,
      MsgVersion: 0,
      MsgBody: text,
      CloudCustomData: '',
    },
    'openim.modify_group_msg': { GroupId: ids.group, MsgSeq: 1, MsgVersion: 0, MsgBody: text },
    'openim_msg_ext_http_svc.set_key_values': {
      From_Account: 'fuzz-a',
      To_Account: 'fuzz-b',
      MsgKey: '1_2_0',
      OperateType: 1,
      ExtensionList: [{ Key: 'k', Value: 'v', Seq: 0 }],
    },
    'openim_msg_ext_http_svc.group_set_key_values': {
      GroupId: ids.group,
      MsgSeq: 1,
      OperateType: 1,
      ExtensionList: [{ Key: 'k', Value: 'v', Seq: 0 }],
    },
    'million_group_open_http_svc.send_group_msg': {
      GroupId: ids.group,
      TopicId: `${ids.group}@TOPIC#_fz`,
      Random: 1,
      MsgBody: text,
    },
  };
}

interface Sent {
  payload: string | Buffer;
  /** The id echoed in the reply's head when the frame has a readable head. */
  id: number | null;
  /** Frames over the size caps: closing the socket is the answer. */
  closes: boolean;
  what: string;
}

/** The per-socket rates raised, so the frames reach the handlers instead of the over-frequency answer. */
const RAISED: Partial<FlowLimits> = {
  framesPerSecond: 1e6,
  frameBurst: 1e6,
  commandsPerSecond: 1e6,
  commandBurst: 1e6,
};

describe.each([
  { limits: 'raised', flow: RAISED, frames: FRAMES },
  // The same frames against the default limits, as fast as answers come: refusals are answers too.
  { limits: 'default', flow: {}, frames: Math.min(FRAMES, 2000) },
])('seeded service fuzzer, per-socket limits $limits', ({ flow, frames }) => {
  let server: ImServer;
  beforeAll(async () => {
    server = await startTestServer({ maxHoldMs: 20, flow });
  });
  afterAll(async () => {
    await server.close();
  });

  it(`${frames} random and mutated frames: no crash, each answered or its socket closed, then a proper client is served`, async () => {
    const rand = seeded(SEED);
    const pick = <T>(items: readonly T[]): T => items[Math.floor(rand() * items.length)]!;

    const owner = await RawSocket.login(server.url, 'fuzz-a');
    const group = String(
      (
        await owner.request('group_open_http_svc.create_group', {
          Type: 'Public',
          Name: 'fuzz',
          MemberList: [{ Member_Account: 'fuzz-b' }],
        })
      ).GroupId,
    );
    await server.admin.ensureGroup({ groupID: 'live_fuzz', type: 'AVChatRoom', name: 'fuzz live' });
    const key = String(
      (await owner.request('group_open_http_noauth_svc.apply_join_group', { GroupId: 'live_fuzz' })).LongPollingKey,
    );
    await owner.close();
    const bodies = templates({ group, live: 'live_fuzz', key });
    const commands = Object.keys(bodies);

    // Two logged-in and two anonymous sockets; one the service closes is replaced.
    const users = ['fuzz-a', 'fuzz-b', null, null];
    const sockets = await Promise.all(
      users.map((u) => (u ? RawSocket.login(server.url, u) : RawSocket.open(server.url))),
    );
    const replace = async (i: number) => {
      const u = users[i];
      sockets[i] = u ? await RawSocket.login(server.url, u) : await RawSocket.open(server.url);
    };

    let nextId = 1;
    const framed = (head: unknown, body: unknown, what: string): Sent => {
      const id = nextId++;
      const withId = typeof head === 'object' && head !== null && !Array.isArray(head) ? { ...head, fuzzid: id } : head;
      const readable = withId !== head;
      return { payload: JSON.stringify({ head: withId, body }), id: readable ? id : null, closes: false, what };
    };
    const head = (servcmd: unknown, extra: Body = {}): Body => ({
      servcmd,
      seq: nextId,
      sdkappid: 1400000001,
      ...extra,
    });
    const loginHead = { identifier: 'fuzz-login', usersig: sig('fuzz-login') };
    const valid = (cmd: string): Body => structuredClone(bodies[cmd]!);

    // The systematic pass: every field of every command, with a value of every wrong type.
    const planned: Sent[] = [];
    for (const cmd of commands) {
      const extra = cmd === 'im_open_status.wslogin' ? loginHead : {};
      const fields = Object.keys(bodies[cmd]!);
      for (const field of fields.length > 0 ? fields : ['Unexpected'])
        for (const value of WRONG)
          planned.push(framed(head(cmd, extra), { ...valid(cmd), [field]: value }, `${cmd}.${field}`));
      for (const value of WRONG) {
        planned.push(framed(head(value), valid(cmd), `servcmd ${typeof value}`));
        planned.push(framed({ ...head(cmd, extra), seq: value }, valid(cmd), `${cmd} seq ${typeof value}`));
      }
    }
    const bomb = await compressionBomb(200);
    const mutate = (): Sent => {
      const cmd = pick(commands);
      const extra = cmd === 'im_open_status.wslogin' ? loginHead : {};
      const r = rand();
      if (r < 0.12) {
        const bytes = Buffer.from(Array.from({ length: Math.floor(rand() * 2000) }, () => Math.floor(rand() * 256)));
        return { payload: bytes, id: null, closes: false, what: 'random bytes' };
      }
      if (r < 0.2) {
        const chars = Array.from({ length: Math.floor(rand() * 500) }, () => String.fromCharCode(32 + rand() * 95));
        return { payload: chars.join(''), id: null, closes: false, what: 'random text' };
      }
      if (r < 0.32) {
        const whole = framed(head(cmd, extra), valid(cmd), 'truncated');
        const cut = String(whole.payload).slice(0, Math.floor(rand() * String(whole.payload).length));
        return { ...whole, payload: cut, id: null };
      }
      if (r < 0.38) {
        const junk = Buffer.from(Array.from({ length: Math.floor(rand() * 300) }, () => Math.floor(rand() * 256)));
        return { payload: Buffer.concat([Buffer.from('COMP'), junk]), id: null, closes: false, what: 'COMP garbage' };
      }
      if (r < 0.44) {
        const whole = framed(head(cmd, extra), valid(cmd), 'COMP frame');
        return { ...whole, payload: Buffer.concat([Buffer.from('COMP'), deflateSync(String(whole.payload))]) };
      }
      if (r < 0.5) {
        const body = valid(cmd);
        const field = pick([...Object.keys(body), 'MsgBody', 'MemberList', 'ProfileItem', 'To_Account']);
        const length = 501 + Math.floor(rand() * 25_000);
        return framed(head(cmd, extra), { ...body, [field]: Array.from({ length }, (_, i) => i) }, `huge ${field}`);
      }
      if (r < 0.56) return framed(head(`fuzz.unknown_${Math.floor(rand() * 1e6)}`), valid(cmd), 'unknown servcmd');
      if (r < 0.85) {
        const body = valid(cmd);
        for (const field of Object.keys(body)) if (rand() < 0.5) body[field] = pick(WRONG);
        return framed(head(cmd, extra), body, `${cmd} mutated`);
      }
      return framed(head(cmd, extra), valid(cmd), cmd);
    };

    const lostLogin = (f: { head: Body; body: Body }): boolean =>
      f.body.ErrorCode === 70101 ||
      f.head.servcmd === 'im_open_status.stat_forceoffline' ||
      (f.body.ErrorCode === 0 &&
        (f.head.servcmd === 'im_open_status.wslogin' || f.head.servcmd === 'im_open_status.wslogout'));
    const memory = () => {
      const { rss, heapUsed } = process.memoryUsage();
      return { rssMB: Math.round(rss / 1048576), heapUsedMB: Math.round(heapUsed / 1048576) };
    };
    const before = memory();
    const started = Date.now();
    const failures: string[] = [];
    let closes = 0;
    let oversized = 0;
    const internalErrors: string[] = [];
    let overFrequency = 0;
    for (let n = 0; n < frames; n++) {
      let frame = n < planned.length ? planned[n]! : mutate();
      if (n % 1000 === 500) frame = { payload: bomb, id: null, closes: true, what: 'compression bomb' };
      if (n % 1000 === 900)
        frame = { payload: Buffer.alloc(LIMITS.frameBytes + 1, 0x7b), id: null, closes: true, what: 'oversized frame' };
      if (frame.closes) oversized++;
      const slot = n % sockets.length;
      const socket = sockets[slot]!;
      const seen = socket.frames.length;
      const answered = () =>
        socket.closeCode !== null ||
        socket.frames
          .slice(seen)
          .some((f) =>
            frame.id !== null
              ? f.head.fuzzid === frame.id
              : Object.keys(f.head).length === 0 || f.head.fuzzid !== undefined,
          );
      if (typeof frame.payload === 'string' && rand() < 0.2) socket.ws.send(frame.payload);
      else socket.send(frame.payload);
      if (!(await socket.until(answered, 3000))) failures.push(`#${n} ${frame.what}: no answer`);
      const internal = socket.frames.slice(seen).find((f) => f.body.ErrorCode === 90000);
      if (internal) internalErrors.push(`#${n} ${frame.what}: ${String(internal.body.ErrorInfo)}`);
      overFrequency += socket.frames.slice(seen).filter((f) => f.body.ErrorCode === LIMIT_ERRORS.overFrequency).length;
      if (socket.closeCode !== null) {
        closes++;
        if (!frame.closes) failures.push(`#${n} ${frame.what}: socket closed (${socket.closeCode})`);
        await replace(slot);
      } else if (users[slot] && socket.frames.slice(seen).some(lostLogin)) {
        // The fuzzer logged this socket out, in as another user, or kicked it: it logs in again.
        await socket.close();
        await replace(slot);
      }
    }
    const after = memory();
    const seconds = ((Date.now() - started) / 1000).toFixed(1);
    console.log(
      `fuzzer seed ${SEED.toString(16)}, limits ${flow === RAISED ? 'raised' : 'default'}: ${frames} frames (${planned.length} systematic) in ${seconds} s, ` +
        `${overFrequency} answered ${LIMIT_ERRORS.overFrequency}, ${closes} sockets closed; ` +
        `memory before rss ${before.rssMB} MB heapUsed ${before.heapUsedMB} MB, after rss ${after.rssMB} MB heapUsed ${after.heapUsedMB} MB`,
    );
    expect(failures).toEqual([]);
    expect(internalErrors).toEqual([]);
    expect(closes).toBe(oversized);
    expect(after.rssMB - before.rssMB).toBeLessThan(256);

    // A well-behaved client is served afterwards: login, send, receive.
    const a = await RawSocket.login(server.url, 'after-a');
    const b = await RawSocket.login(server.url, 'after-b');
    const sent = await a.request('openim.sendmsg', {
      To_Account: 'after-b',
      MsgRandom: 1,
      MsgBody: [{ MsgType: 'TIMTextElem', MsgContent: { Text: 'still here' } }],
    });
    expect(sent.ErrorCode).toBe(0);
    const arrived = await b.until(
      () =>
        b.frames.some(
          (f) => f.head.servcmd === 'im_open_push.msg_push' && JSON.stringify(f.body).includes('still here'),
        ),
      5000,
    );
    expect(arrived).toBe(true);
    await a.close();
    await b.close();
    for (const s of sockets) await s!.close();
  }, 90_000);
});
