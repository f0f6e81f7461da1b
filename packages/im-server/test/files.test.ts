import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ImServer } from '../src/index.ts';
import { RawSocket } from './raw-socket.ts';
import { startTestServer } from './setup.ts';
import { messageForShow } from '../src/wire.ts';

// Storage and merger commands of the service, and its element checks, spoken to with bare frames.
let server: ImServer;
let socket: RawSocket;
let clock = Date.now();

beforeAll(async () => {
  server = await startTestServer({ now: () => clock });
  socket = await RawSocket.login(server.url, 'files-user');
});

afterAll(async () => {
  await socket.close();
  await server.close();
});

async function presign(fileType: number, name: string): Promise<{ upload_url: string; download_url: string }> {
  const reply = await socket.request('im_cos_msg.pre_sig', {
    file_type: fileType,
    file_name: name,
    upload_method: 0,
    duration: 900,
  });
  expect(reply.ErrorCode).toBe(0);
  return reply as { upload_url: string; download_url: string };
}

const put = (url: string, body: Uint8Array, headers: Record<string, string> = {}) =>
  fetch(url, { method: 'PUT', body, headers });

async function pngOf(width: number, height: number): Promise<Uint8Array> {
  const data = await sharp({ create: { width, height, channels: 3, background: '#c33' } })
    .png()
    .toBuffer();
  return new Uint8Array(data);
}

async function sizeAt(url: string): Promise<[number, number]> {
  const meta = await sharp(Buffer.from(await (await fetch(url)).arrayBuffer())).metadata();
  return [meta.width ?? 0, meta.height ?? 0];
}

describe('storage (spec §7 Storage, §9 limits)', () => {
  it('§9 image sizes: the shorter side brought to 720 (large) and 198 (thumbnail), served under imageView2', async () => {
    const sig = await presign(1, 'wide.png');
    const res = await put(sig.upload_url, await pngOf(1600, 900), { 'content-type': 'image/png' });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({
      width: 1600,
      height: 900,
      large: { width: 1280, height: 720 },
      thumb: { width: 352, height: 198 },
    });
    expect(await sizeAt(sig.download_url)).toEqual([1600, 900]);
    expect(await sizeAt(`${sig.download_url}?imageView2/3/w/720/h/720`)).toEqual([1280, 720]);
    expect(await sizeAt(`${sig.download_url}?imageView2/3/w/198/h/198`)).toEqual([352, 198]);
    expect(sig).toMatchObject({
      thumbUrl: `${sig.download_url}?imageView2/3/w/198/h/198`,
      largeUrl: `${sig.download_url}?imageView2/3/w/720/h/720`,
    });
  });

  it('§9 an image already smaller than a derived size keeps its own size there', async () => {
    const sig = await presign(1, 'small.png');
    const res = await put(sig.upload_url, await pngOf(120, 80));
    expect(await res.json()).toMatchObject({ large: { width: 120, height: 80 }, thumb: { width: 120, height: 80 } });
  });

  it('§5 an image type sharp cannot read (bmp) is stored as uploaded and served at every size', async () => {
    const sig = await presign(1, 'old.bmp');
    const bytes = new Uint8Array(50).fill(9);
    const res = await put(sig.upload_url, bytes);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ size: 50 });
    for (const url of [sig.download_url, `${sig.download_url}?imageView2/3/w/198/h/198`])
      expect(new Uint8Array(await (await fetch(url)).arrayBuffer())).toEqual(bytes);
  });

  it('uploads are untrusted: HTML or SVG is served as a download, never inline, and never sniffed', async () => {
    for (const type of ['text/html', 'image/svg+xml']) {
      const sig = await presign(255, 'page.html');
      await put(sig.upload_url, new TextEncoder().encode('<script>alert(1)</script>'), { 'content-type': type });
      const res = await fetch(sig.download_url);
      expect(res.headers.get('content-type')).toBe('application/octet-stream');
      expect(res.headers.get('content-disposition')).toBe('attachment');
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    }
    const image = await presign(1, 'ok.png');
    await put(image.upload_url, await pngOf(10, 10), { 'content-type': 'image/png' });
    expect((await fetch(image.download_url)).headers.get('content-type')).toBe('image/png');
  });

  it('§5 an empty file is refused (400)', async () => {
    const sig = await presign(255, 'empty.txt');
    expect((await put(sig.upload_url, new Uint8Array(0))).status).toBe(400);
  });

  it('§9 size limits per kind: image and audio 20 MB (413 above), a file may be larger', async () => {
    const over = new Uint8Array(20 * 1024 * 1024 + 1);
    for (const [type, name] of [
      [1, 'big.png'],
      [3, 'big.mp3'],
    ] as const) {
      const sig = await presign(type, name);
      expect((await put(sig.upload_url, over)).status).toBe(413);
    }
    const file = await presign(255, 'big.zip');
    expect((await put(file.upload_url, over)).status).toBe(200);
  });

  it('§7 file_type must be a known kind (10004 naming it)', async () => {
    const reply = await socket.request('im_cos_msg.pre_sig', { file_type: 9, file_name: 'x' });
    expect(reply).toMatchObject({ ErrorCode: 10004, ErrorInfo: expect.stringContaining('file_type') });
  });

  it('§8 a forged address or a stale credential gets 403; an address is used once (409)', async () => {
    const sig = await presign(255, 'a.txt');
    // The signature's first character changed to another one (a fixed '0' was no forgery when it began with 0).
    const forged = sig.upload_url.replace(/sign=(.)/, (_, first: string) => `sign=${first === '0' ? '1' : '0'}`);
    expect((await put(forged, new Uint8Array([1]))).status).toBe(403);
    const creds = await socket.request('im_cos_sign_svr.cos', { duration: 300 });
    expect(creds.expired_time).toBeLessThanOrEqual(Math.floor(clock / 1000) + 600);
    const token = String(creds.session_token);
    const withToken = (url: string, t: string) => `${url}&x-cos-security-token=${encodeURIComponent(t)}`;
    expect((await put(withToken(sig.upload_url, `${token}x`), new Uint8Array([1]))).status).toBe(403);
    expect((await put(withToken(sig.upload_url, token), new Uint8Array([1]))).status).toBe(200);
    expect((await put(withToken(sig.upload_url, token), new Uint8Array([2]))).status).toBe(409);
    const later = await presign(255, 'b.txt');
    clock += 301_000;
    expect((await put(withToken(later.upload_url, token), new Uint8Array([1]))).status).toBe(403);
    clock -= 301_000;
  });

  it('§7 video cover: the snapshot info command answers a cover image served by the service', async () => {
    const video = await presign(2, 'clip.mp4');
    expect(video).toHaveProperty('snapshot_url', video.download_url);
    const cover = await socket.request('im_cos_msg.video_cover', {
      version: 1,
      platform: 7,
      cover_name: 'c',
      snapshot_url: video.download_url,
    });
    expect(await sizeAt(String(cover.download_url))).toEqual([320, 180]);
  });
});

describe('merger lists (spec §7 Merger, §9 11,264 bytes)', () => {
  it('§7 a list saved whole is read back by its key', async () => {
    const list = [
      { From_Account: 'x', MsgBody: [{ MsgType: 'TIMTextElem', MsgContent: { Text: 'a'.repeat(12000) } }] },
    ];
    const saved = await socket.request('im_long_msg.save_relay_json_msg', { MsgList: list });
    expect(saved.JsonMsgKey).toMatch(/^relay-/);
    const other = await RawSocket.login(server.url, 'files-reader');
    expect((await other.request('im_long_msg.get_relay_json_msg', { DownloadKey: saved.JsonMsgKey })).MsgList).toEqual(
      list,
    );
    await other.close();
  });

  it('§8 an empty list or an unknown key is refused (10004)', async () => {
    expect((await socket.request('im_long_msg.save_relay_json_msg', { MsgList: [] })).ErrorCode).toBe(10004);
    expect((await socket.request('im_long_msg.get_relay_json_msg', { DownloadKey: 'relay-none' })).ErrorCode).toBe(
      10004,
    );
  });
});

describe('element checks (spec §3 element types)', () => {
  const send = (elem: object) =>
    socket.request('openim.sendmsg', {
      To_Account: 'files-peer',
      MsgSeq: 1,
      MsgRandom: Math.floor(Math.random() * 1e9),
      MsgBody: [elem],
    });

  it('§3 each kind with its fields is accepted', async () => {
    for (const elem of [
      { MsgType: 'TIMLocationElem', MsgContent: { Desc: 'here', Longitude: -43.2, Latitude: -22.9 } },
      { MsgType: 'TIMFileElem', MsgContent: { Url: 'http://h/f', FileName: 'f.pdf', FileSize: 3 } },
      { MsgType: 'TIMSoundElem', MsgContent: { Url: 'http://h/a', Size: 3, Second: 2 } },
      { MsgType: 'TIMVideoFileElem', MsgContent: { VideoUrl: 'http://h/v', VideoSize: 3, VideoSecond: 0 } },
      { MsgType: 'TIMRelayElem', MsgContent: { Title: '', CompatibleText: 'up', JsonMsgKey: 'relay-1' } },
    ])
      expect((await send(elem)).ErrorCode, elem.MsgType).toBe(0);
  });

  it('§3 a missing or invalid field is refused naming it (10004)', async () => {
    const cases: [object, string][] = [
      [{ MsgType: 'TIMFileElem', MsgContent: { Url: 'http://h/f', FileSize: 3 } }, 'FileName'],
      [{ MsgType: 'TIMSoundElem', MsgContent: { Url: 'javascript:x', Size: 3, Second: 1 } }, 'Url'],
      [{ MsgType: 'TIMLocationElem', MsgContent: { Desc: '', Longitude: 200, Latitude: 0 } }, 'Longitude'],
      [{ MsgType: 'TIMImageElem', MsgContent: { ImageInfoArray: [{ Type: 7, URL: 'http://h/i' }] } }, 'Type'],
      [{ MsgType: 'TIMRelayElem', MsgContent: { Title: '', CompatibleText: 'up' } }, 'JsonMsgKey'],
      [{ MsgType: 'TIMUnknownElem', MsgContent: {} }, 'TIMUnknownElem'],
    ];
    for (const [elem, named] of cases)
      expect(await send(elem)).toMatchObject({ ErrorCode: 10004, ErrorInfo: expect.stringContaining(named) });
  });

  it('§3 messageForShow names each kind in the conversation list', () => {
    const show = (MsgType: string) => messageForShow([{ MsgType, MsgContent: {} }]);
    expect(['TIMSoundElem', 'TIMVideoFileElem', 'TIMFileElem', 'TIMLocationElem', 'TIMRelayElem'].map(show)).toEqual([
      '[Voice]',
      '[Video]',
      '[File]',
      '[Location]',
      '[Chat Record]',
    ]);
  });
});
