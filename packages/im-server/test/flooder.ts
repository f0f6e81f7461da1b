import { fork, type ChildProcess } from 'node:child_process';
import type { Socket } from 'node:net';
import { fileURLToPath } from 'node:url';
import { RawSocket } from './raw-socket.ts';

/**
 * An abusive client in a process of its own: on `start` it logs in and writes command frames as fast as its socket
 * takes them, reading every answer. The frames are prebuilt (a zero mask key leaves the payload as it is), so the flood costs
 * this process little and the test's own clients nothing.
 */
export class Flooder {
  private readonly child: ChildProcess;
  private readonly pending: ((answer: { answers?: number }) => void)[] = [];

  private constructor(child: ChildProcess) {
    this.child = child;
    child.on('message', (answer: { answers?: number }) => this.pending.shift()?.(answer));
  }

  static async launch(url: string, user: string): Promise<Flooder> {
    const child = fork(fileURLToPath(import.meta.url), [url, user], { stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
    await new Promise<void>((resolve, reject) => {
      child.once('message', () => resolve());
      child.once('exit', (code) => reject(new Error(`flooder exited (${code})`)));
    });
    return new Flooder(child);
  }

  /** Opens a socket, logs in and floods on it until `stop`. */
  async start(): Promise<void> {
    await this.ask('start');
  }

  /** Cuts the flooding socket. */
  async stop(): Promise<void> {
    await this.ask('stop');
  }

  /** How many answers the flooder has read so far. */
  async answers(): Promise<number> {
    return (await this.ask('answers')).answers ?? 0;
  }

  private ask(command: 'start' | 'stop' | 'answers'): Promise<{ answers?: number }> {
    return new Promise((resolve) => {
      this.pending.push(resolve);
      this.child.send(command);
    });
  }

  exit(): Promise<void> {
    if (this.child.exitCode !== null || this.child.signalCode !== null) return Promise.resolve();
    return new Promise((resolve) => {
      this.child.once('exit', () => resolve());
      this.child.kill('SIGKILL');
    });
  }
}

/** One client-to-server WebSocket binary frame, masked with a zero key. */
function maskedFrame(payload: Buffer): Buffer {
  const length = payload.length;
  const head =
    length < 126 ? Buffer.from([0x82, 0x80 | length]) : Buffer.from([0x82, 0x80 | 126, length >> 8, length & 0xff]);
  return Buffer.concat([head, Buffer.alloc(4), payload]);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const [url, user] = process.argv.slice(2) as [string, string];
  const commands = [
    { servcmd: 'profile.portrait_get_all', body: { To_Account: [user] } },
    { servcmd: 'heartbeat.alive', body: {} },
    { servcmd: 'openim.get_c2c_peer_mute_notifications', body: {} },
  ];
  const frames = commands.map(({ servcmd, body }, i) =>
    maskedFrame(Buffer.from(JSON.stringify({ head: { servcmd, seq: 1_000_000 + i }, body }))),
  );
  const block = Buffer.concat(Array.from({ length: 600 }, (_, i) => frames[i % frames.length]!));
  let answers = 0;
  let socket: RawSocket | null = null;
  /** A fresh socket each time: closing it drops what the service had not read yet. */
  const start = async (): Promise<void> => {
    const opened = await RawSocket.login(url, user);
    socket = opened;
    // Counted, not kept: the flood's answers would fill this process.
    opened.ws.removeAllListeners('message');
    opened.ws.on('message', () => answers++);
    const tcp = (opened.ws as unknown as { _socket: Socket })._socket;
    const flood = (): void => {
      while (opened.closeCode === null && tcp.write(block));
    };
    tcp.on('drain', flood);
    flood();
  };
  process.on('message', (command: 'start' | 'stop' | 'answers') => {
    if (command === 'start') void start().then(() => process.send?.({ started: true }));
    else if (command === 'stop') {
      socket?.ws.terminate();
      socket = null;
      process.send?.({ stopped: true });
    } else process.send?.({ answers });
  });
  process.on('disconnect', () => process.exit(0));
  process.send?.({ ready: true });
}
