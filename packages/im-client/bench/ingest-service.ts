import { startImServer } from '@live/im-server';

/**
 * The chat service of `bench/ingest.ts`, in a process of its own, so the CPU time the bench reads is the clients'
 * (and their sockets'), not the service's. The parent asks it to `prepare` a user's frames (encoded before the clock
 * starts), then to `push` them; it answers what its own push cost.
 */
export type ServiceCommand = { prepare: string; count: number } | { push: string } | { close: true };
export type ServiceAnswer = { url: string } | { prepared: string } | { pushed: string; wallMs: number; cpuMs: number };

const [appId = '', secret = '', conversations = ''] = process.argv.slice(2);
const server = await startImServer({ dbPath: ':memory:', secretKey: secret, sdkAppId: Number(appId) });
const frames = new Map<string, string[]>();
const answer = (a: ServiceAnswer): void => {
  process.send?.(a);
};

/** One `msg_push` frame per message, one-to-one to `user` from `conversations` peers, as the service sends them. */
function pushFrames(user: string, count: number): string[] {
  const now = Math.floor(Date.now() / 1000);
  return Array.from({ length: count }, (_, i) =>
    JSON.stringify({
      head: { servcmd: 'im_open_push.msg_push', seq: 1_000_000 + i },
      body: {
        ActionStatus: 'OK',
        ErrorCode: 0,
        EventArray: [
          {
            Event: 1,
            C2cMsgArray: [
              {
                From_Account: `peer${i % Number(conversations)}`,
                To_Account: user,
                MsgSeq: i + 1,
                MsgRandom: 100000 + i,
                MsgTimeStamp: now,
                MsgClientTime: now,
                MsgBody: [{ MsgType: 'TIMTextElem', MsgContent: { Text: `message ${i}` } }],
                CloudCustomData: '',
                From_AccountNick: '',
                From_AccountHeadurl: '',
              },
            ],
          },
        ],
      },
    }),
  );
}

/** Sends the frames in bursts of 500, yielding between bursts so the sockets can drain. */
async function push(user: string): Promise<void> {
  const list = frames.get(user) ?? [];
  const start = performance.now();
  const cpuStart = process.cpuUsage();
  for (let i = 0; i < list.length; i++) {
    server.sendRaw(user, list[i] as string);
    if (i % 500 === 499) await new Promise((r) => setImmediate(r));
  }
  const cpu = process.cpuUsage(cpuStart);
  frames.delete(user);
  answer({ pushed: user, wallMs: performance.now() - start, cpuMs: (cpu.user + cpu.system) / 1000 });
}

process.on('message', (command: ServiceCommand) => {
  if ('prepare' in command) {
    frames.set(command.prepare, pushFrames(command.prepare, command.count));
    answer({ prepared: command.prepare });
  } else if ('push' in command) {
    void push(command.push);
  } else {
    void server.close().then(() => process.exit(0));
  }
});
// The bench ended (or died) without a close: the service goes with it.
process.on('disconnect', () => process.exit(0));
answer({ url: server.url });
