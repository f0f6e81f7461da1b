import WebSocket from 'ws';
import { loadOfficialSdk } from '../test/support/official-sdk.ts';
import { official, startServer } from '../test/support/server.ts';

/**
 * Prints the frames the official SDK and im-server exchange for a list of calls, to learn a command's exact wire
 * keys: `node tools/wire-capture.ts '[["addFriend", {"to": "bob", "source": "AddSource_Type_Web"}]]'`.
 * Each entry is [method, argument or list of arguments]; background traffic (hello, sync, reports) is left out
 * unless ALL=1.
 */
const QUIET = /wshello|heartbeat|tim_web_report|getmsg|page_get|portrait_get_all|fetch_config|get_joined_group_list/;

loadOfficialSdk();
const send = WebSocket.prototype.send;
WebSocket.prototype.send = function (this: WebSocket, data: Parameters<WebSocket['send']>[0], ...rest: unknown[]) {
  const text = typeof data === 'string' ? data : Buffer.from(data as ArrayBuffer).toString();
  try {
    const frame = JSON.parse(text) as { head?: { servcmd?: string }; body?: unknown };
    const cmd = frame.head?.servcmd ?? '';
    if (process.env.ALL || !QUIET.test(cmd)) console.log('>>', cmd, JSON.stringify(frame.body));
  } catch {
    // Not JSON: nothing to show.
  }
  return (send as (...args: unknown[]) => void).call(this, data, ...rest);
} as WebSocket['send'];

const calls = JSON.parse(process.argv[2] ?? '[]') as [string, unknown][];
const server = await startServer();
const tim = await official(server, 'capture-user');
for (const [method, arg] of calls) {
  console.log('##', method);
  try {
    const answer = await tim[method](...(Array.isArray(arg) ? arg : [arg]));
    console.log('<<', JSON.stringify(answer).slice(0, 400));
  } catch (err) {
    const e = err as { code?: number; message?: string };
    console.log('!!', e.code, e.message);
  }
}
await server.close();
process.exit(0);
