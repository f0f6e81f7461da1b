import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { generateUserSig, type ImServer, startImServer } from '@live/im-server';
import { type Browser, chromium } from 'playwright';
import { build } from 'rolldown';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

// Uploads in a real browser (Debian Chromium): XMLHttpRequest with progress, and a video's cover drawn from its
// first frame. The page and the chat service share one origin, as the app and the sandbox do.
const APP_ID = 1400000001;
const SECRET = 'browser-upload-secret';
let http: Server;
let im: ImServer;
let browser: Browser;
let origin = '';

beforeAll(async () => {
  const out = await build({
    input: new URL('../src/index.ts', import.meta.url).pathname,
    write: false,
    output: { format: 'iife', name: 'ChatClientBundle', minify: true },
    logLevel: 'silent',
  });
  const page = `<!doctype html><meta charset="utf-8"><script>${out.output[0]!.code}</script>`;
  http = createServer((req, res) => {
    if (req.url === '/') res.writeHead(200, { 'content-type': 'text/html' }).end(page);
  });
  im = await startImServer({ server: http, path: '/im', dbPath: ':memory:', secretKey: SECRET, sdkAppId: APP_ID });
  http.prependListener('request', (req, res) => {
    if (req.url?.startsWith('/im/')) im.handleHttp(req, res);
  });
  await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
  origin = `127.0.0.1:${(http.address() as AddressInfo).port}`;
  browser = await chromium.launch({ executablePath: '/usr/bin/chromium' });
}, 60_000);

afterAll(async () => {
  await browser?.close();
  await im?.close();
  await new Promise((resolve) => http.close(resolve));
});

interface PageResult {
  progress: number[];
  sizes: number[][];
  cover: { thumbUrl: string; thumbWidth: number; thumbHeight: number };
}

describe('uploads in a browser', () => {
  it('§7 an image goes up with progress and three sizes; a video gets its first frame as cover', async () => {
    const tab = await browser.newPage();
    await tab.goto(`http://${origin}/`);
    const result: PageResult = await tab.evaluate(
      async ({ origin, userSig, appId }) => {
        // biome-ignore lint/suspicious/noExplicitAny: the bundle's global is untyped in the page
        type Any = any;
        const TIM = (window as Any).ChatClientBundle.default;
        const client = TIM.create({ SDKAppID: appId, proxyServer: `ws://${origin}/im` });
        const ready = new Promise((resolve) => client.on(TIM.EVENT.SDK_READY, resolve));
        await client.login({ userID: 'browser-a', userSig });
        await ready;
        const canvas = document.createElement('canvas');
        canvas.width = 1280;
        canvas.height = 800;
        const ctx = canvas.getContext('2d') as CanvasRenderingContext2D;
        ctx.fillStyle = '#2a7';
        ctx.fillRect(0, 0, 1280, 800);
        const png: Blob = await new Promise((resolve) => canvas.toBlob((b) => resolve(b as Blob), 'image/png'));
        const progress: number[] = [];
        const to = { to: 'browser-b', conversationType: 'C2C' };
        const image = await client.sendMessage(
          client.createImageMessage({
            ...to,
            payload: { file: new File([png], 'shot.png', { type: 'image/png' }) },
            onProgress: (p: number) => progress.push(p),
          }),
        );
        // A short clip recorded from the canvas (a webm stream; the <video> element sniffs it whatever its name).
        const recorder = new MediaRecorder(canvas.captureStream(25), { mimeType: 'video/webm;codecs=vp8' });
        const chunks: Blob[] = [];
        recorder.ondataavailable = (e) => chunks.push(e.data);
        recorder.start(100);
        for (let i = 0; i < 30; i++) {
          ctx.fillStyle = `hsl(${i * 12}, 70%, 50%)`;
          ctx.fillRect(0, 0, 1280, 800);
          await new Promise((resolve) => setTimeout(resolve, 40));
        }
        recorder.stop();
        await new Promise((resolve) => {
          recorder.onstop = resolve;
        });
        const clip = new File(chunks, 'clip.mp4', { type: 'video/mp4' });
        const video = await client.sendMessage(client.createVideoMessage({ ...to, payload: { file: clip } }));
        await client.destroy();
        return {
          progress,
          sizes: image.data.message.payload.imageInfoArray.map((i: { width: number; height: number }) => [
            i.width,
            i.height,
          ]),
          cover: video.data.message.payload,
        };
      },
      { origin, userSig: generateUserSig(APP_ID, SECRET, 'browser-a', 3600), appId: APP_ID },
    );
    expect(result.progress.at(-1)).toBe(1);
    expect(result.sizes).toEqual([
      [1280, 800],
      [317, 198],
      [1152, 720],
    ]);
    expect(result.cover).toMatchObject({
      thumbUrl: expect.stringMatching(/cover\.jpg$/),
      thumbWidth: 1280,
      thumbHeight: 800,
    });
    const cover = await fetch(result.cover.thumbUrl);
    expect(cover.headers.get('content-type')).toBe('image/jpeg');
  }, 60_000);
});
