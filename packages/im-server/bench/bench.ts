import { availableParallelism, loadavg } from 'node:os';
import { RawSocket } from '../test/raw-socket.ts';
import { startTestServer } from '../test/setup.ts';

/**
 * `npm run bench`: the service's own message path, in raw frames (no client): 10 senders send 1,000 one-to-one
 * messages each (`openim.sendmsg`, 100 in flight per sender) to one receiver, timed until every send is answered
 * and the receiver has all 10,000 pushes. The clients' ingest comparison is im-client's bench.
 */
const SENDERS = 10;
const PER_SENDER = 1000;
const IN_FLIGHT = 100;

// The message path's own speed: the per-socket rates (FLOW_LIMITS, 50 commands a second) are raised for it.
const server = await startTestServer({
  flow: { framesPerSecond: 1e6, frameBurst: 1e6, commandsPerSecond: 1e6, commandBurst: 1e6 },
});
const receiver = await RawSocket.login(server.url, 'bench-receiver');
const senders = await Promise.all(
  Array.from({ length: SENDERS }, (_, i) => RawSocket.login(server.url, `bench-sender${i}`)),
);
const pushes = () => receiver.frames.filter((f) => f.head.servcmd === 'im_open_push.msg_push').length;

/** One sender's messages, `IN_FLIGHT` at a time; resolves with how many were refused. */
async function sendAll(socket: RawSocket, sender: number): Promise<number> {
  let refused = 0;
  for (let start = 0; start < PER_SENDER; start += IN_FLIGHT) {
    const replies = await Promise.all(
      Array.from({ length: IN_FLIGHT }, (_, i) =>
        socket.request('openim.sendmsg', {
          To_Account: 'bench-receiver',
          MsgSeq: start + i + 1,
          MsgRandom: sender * PER_SENDER + start + i,
          MsgBody: [{ MsgType: 'TIMTextElem', MsgContent: { Text: `message ${start + i}` } }],
        }),
      ),
    );
    refused += replies.filter((reply) => reply.ErrorCode !== 0).length;
  }
  return refused;
}

const start = performance.now();
const cpuStart = process.cpuUsage();
const refused = (await Promise.all(senders.map((socket, i) => sendAll(socket, i)))).reduce((a, b) => a + b, 0);
while (pushes() < SENDERS * PER_SENDER - refused) await new Promise((r) => setTimeout(r, 5));
const cpu = process.cpuUsage(cpuStart);
const wallMs = performance.now() - start;
const total = SENDERS * PER_SENDER;
console.log(
  `service: ${total} one-to-one messages sent by ${SENDERS} raw sockets, stored and pushed to one: ${wallMs.toFixed(0)} ms wall, ${((cpu.user + cpu.system) / 1000).toFixed(0)} ms CPU (service and sockets in one process), ${((total / wallMs) * 1000).toFixed(0)} messages/s, ${refused} refused (load average ${loadavg()[0]?.toFixed(1)} on ${availableParallelism()} cores)`,
);
for (const socket of [receiver, ...senders]) socket.ws.close();
await server.close();
process.exit(0);
