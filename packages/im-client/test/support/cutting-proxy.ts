import { createServer, connect, type Server, type Socket } from 'node:net';
import type { AddressInfo } from 'node:net';

/**
 * A TCP forwarding proxy on 127.0.0.1 that can cut every connection through it at once, as a network
 * drop would. WebSocket clients connect to it; it forwards the bytes to the service's port.
 */
export class CuttingProxy {
  cuts = 0;
  /** While true every new connection is reset at once: the network is down. */
  refusing = false;
  /** New connections wait here, unanswered, until `release()`: a slow network, not a dead one. */
  private held: Socket[] | null = null;
  /** Run once, when the service next sends bytes containing `text` (e.g. a login answer). */
  private watcher: { text: string; then: () => Promise<unknown> } | null = null;
  private readonly pairs = new Set<{ client: Socket; upstream: Socket }>();
  private readonly server: Server;
  private readonly targetPort: number;

  private constructor(targetPort: number) {
    this.targetPort = targetPort;
    this.server = createServer((client) => this.accept(client));
  }

  static async start(targetPort: number): Promise<CuttingProxy> {
    const proxy = new CuttingProxy(targetPort);
    await new Promise<void>((resolve, reject) => {
      proxy.server.once('error', reject);
      proxy.server.listen(0, '127.0.0.1', () => resolve());
    });
    return proxy;
  }

  get url(): string {
    return `ws://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  get open(): number {
    return this.pairs.size;
  }

  private accept(client: Socket): void {
    if (this.refusing) {
      client.resetAndDestroy();
      return;
    }
    if (this.held) {
      client.on('error', () => client.destroy());
      this.held.push(client);
      return;
    }
    const upstream = connect(this.targetPort, '127.0.0.1');
    const pair = { client, upstream };
    this.pairs.add(pair);
    const end = (): void => {
      this.pairs.delete(pair);
      client.destroy();
      upstream.destroy();
    };
    client.on('error', end).on('close', end);
    upstream.on('error', end).on('close', end);
    client.pipe(upstream);
    upstream.pipe(client);
    upstream.on('data', (chunk: Buffer) => {
      const w = this.watcher;
      if (!w || !chunk.includes(w.text)) return;
      this.watcher = null;
      // The client's next requests wait until `then` is done.
      client.unpipe(upstream);
      void w.then().finally(() => client.pipe(upstream));
    });
  }

  /** Holds new connections until `release()`. */
  hold(): void {
    this.held ??= [];
  }

  release(): void {
    const waiting = this.held ?? [];
    this.held = null;
    for (const client of waiting) if (!client.destroyed) this.accept(client);
  }

  /** Runs `then` once the service next sends bytes that contain `text`; that client's requests wait for it. */
  watch(text: string, then: () => Promise<unknown>): void {
    this.watcher = { text, then };
  }

  /** Resets every open connection (both sides see the socket die); returns how many were cut. */
  cut(): number {
    this.cuts++;
    const n = this.pairs.size;
    for (const pair of [...this.pairs]) {
      this.pairs.delete(pair);
      pair.client.resetAndDestroy();
      pair.upstream.resetAndDestroy();
    }
    return n;
  }

  async close(): Promise<void> {
    for (const client of this.held ?? []) client.destroy();
    for (const pair of this.pairs) {
      pair.client.destroy();
      pair.upstream.destroy();
    }
    this.pairs.clear();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }
}
