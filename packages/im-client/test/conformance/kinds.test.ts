import type { ImServer } from '@live/im-server';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import TIM, { type ChatClient, type Message } from '../../src/index.ts';
import { loadOfficialSdk, type Tim } from '../support/official-sdk.ts';
import { APP_ID, ours, sig, startServer, until } from '../support/server.ts';

// Every message kind both ways between our client and the official SDK (with an upload plugin doing the PUT the
// SDK's presigned path asks of it) on a real im-server, which stores the files and serves them back.
let server: ImServer;
let a: ChatClient;
let b: Tim;
const oursGot: Message[] = [];
// biome-ignore lint/suspicious/noExplicitAny: the official SDK's messages are untyped
const officialGot: any[] = [];
const group = 'kinds-group';

/** The official SDK's `tim-upload-plugin`: the PUT to the presigned address, answered as COS answers. */
class OfficialUploadPlugin {
  uploadFile(
    opts: { url: string; downloadUrl: string; resources: unknown },
    done: (err: unknown, res?: { statusCode: number; data: { location: string } }) => void,
  ): void {
    const body = opts.resources instanceof Blob ? opts.resources : new Uint8Array(100).fill(7);
    fetch(opts.url, { method: 'PUT', body }).then(
      (res) => done(null, { statusCode: res.status, data: { location: opts.downloadUrl } }),
      done,
    );
  }
}

/** The official SDK in Node: file inputs are `HTMLInputElement`s it checks by class, images it measures with `Image`. */
function browserStandIns(): void {
  const g = globalThis as Record<string, unknown>;
  g.HTMLInputElement ??= class {};
  g.Image ??= class {
    onerror: (() => void) | null = null;
    set src(_url: string) {
      setTimeout(() => this.onerror?.(), 0);
    }
  };
}

const input = (file: File): object =>
  Object.assign(new (globalThis as unknown as { HTMLInputElement: new () => object }).HTMLInputElement(), {
    files: [file],
  });

async function png(width: number, height: number): Promise<File> {
  const data = await sharp({ create: { width, height, channels: 3, background: '#2a7' } })
    .png()
    .toBuffer();
  return new File([new Uint8Array(data)], 'goal.png', { type: 'image/png' });
}

const fetchOk = async (url: string): Promise<number> => (await fetch(url)).status;

beforeAll(async () => {
  browserStandIns();
  server = await startServer();
  a = await ours(server, 'kinds-ours');
  const OfficialTIM = loadOfficialSdk();
  b = OfficialTIM.create({ SDKAppID: APP_ID, proxyServer: server.url });
  b.setLogLevel(4);
  b.registerPlugin({ 'tim-upload-plugin': OfficialUploadPlugin });
  const ready = new Promise<void>((resolve) => b.on(OfficialTIM.EVENT.SDK_READY, () => resolve()));
  await b.login({ userID: 'kinds-official', userSig: sig('kinds-official') });
  await ready;
  a.on(TIM.EVENT.MESSAGE_RECEIVED, (e) => oursGot.push(...(e.data as Message[])));
  b.on(OfficialTIM.EVENT.MESSAGE_RECEIVED, (e: { data: unknown[] }) => officialGot.push(...e.data));
  await a.createGroup({ type: 'Public', name: 'kinds', groupID: group, memberList: [{ userID: 'kinds-official' }] });
}, 60_000);

afterAll(async () => {
  await Promise.all([a.destroy(), b.logout().catch(() => undefined)]);
  await server.close();
});

async function oursReceives(type: string, match: (m: Message) => boolean = () => true): Promise<Message> {
  await until(() => oursGot.some((m) => m.type === type && match(m)), 8000, `${type} at ours`);
  return oursGot.find((m) => m.type === type && match(m))!;
}

// biome-ignore lint/suspicious/noExplicitAny: the official SDK's messages are untyped
async function officialReceives(type: string, match: (m: any) => boolean = () => true): Promise<any> {
  await until(() => officialGot.some((m) => m.type === type && match(m)), 8000, `${type} at the official SDK`);
  return officialGot.find((m) => m.type === type && match(m));
}

const c2cToOurs = { to: 'kinds-ours', conversationType: 'C2C' };
const c2cToOfficial = { to: 'kinds-official', conversationType: 'C2C' } as const;

describe('official SDK -> ours: every kind decodes with its payload', () => {
  it('§3 location', async () => {
    await b.sendMessage(
      b.createLocationMessage({
        ...c2cToOurs,
        payload: { description: 'Maracanã', longitude: -43.23, latitude: -22.91 },
      }),
    );
    expect((await oursReceives('TIMLocationElem')).payload).toEqual({
      description: 'Maracanã',
      longitude: -43.23,
      latitude: -22.91,
    });
  });

  it('§7 file, video and audio uploaded by the official SDK through the presigned route', async () => {
    const doc = new File([new Uint8Array(300).fill(1)], 'lineup.pdf', { type: 'application/pdf' });
    await b.sendMessage(b.createFileMessage({ ...c2cToOurs, payload: { file: input(doc) } }));
    const file = (await oursReceives('TIMFileElem')).payload;
    expect(file).toMatchObject({ fileName: 'lineup.pdf', fileSize: 300 });
    expect(await fetchOk(String(file.fileUrl))).toBe(200);

    const clip = new File([new Uint8Array(500).fill(2)], 'goal.mp4', { type: 'video/mp4' });
    await b.sendMessage(b.createVideoMessage({ ...c2cToOurs, payload: { file: input(clip) } }));
    const video = (await oursReceives('TIMVideoFileElem')).payload;
    expect(video).toMatchObject({ videoFormat: 'mp4', videoSize: 500 });
    expect(await (await fetch(String(video.videoUrl))).arrayBuffer()).toHaveProperty('byteLength', 500);

    const voice = { name: 'voice.mp3', tempFilePath: 'voice.mp3', type: 'audio/mp3', duration: 3000, size: 100 };
    await b.sendMessage(b.createAudioMessage({ ...c2cToOurs, payload: { file: voice } }));
    const audio = (await oursReceives('TIMSoundElem')).payload;
    expect(audio).toMatchObject({ second: 3, size: 100 });
    expect(await fetchOk(String(audio.url))).toBe(200);
  });

  it('§3 image: three different stored sizes, the service made the derived ones', async () => {
    await b.sendMessage(b.createImageMessage({ ...c2cToOurs, payload: { file: input(await png(1600, 900)) } }));
    const infos = (await oursReceives('TIMImageElem')).payload.imageInfoArray as { url: string; type: number }[];
    expect(infos.map((i) => i.type)).toEqual([0, 1, 2]);
    expect(new Set(infos.map((i) => i.url)).size).toBe(3);
    const thumb = await sharp(Buffer.from(await (await fetch(infos[1]!.url)).arrayBuffer())).metadata();
    expect([thumb.width, thumb.height]).toEqual([352, 198]);
  });

  it('§5 a merger inline and a forwarded message', async () => {
    const text = (await b.sendMessage(b.createTextMessage({ ...c2cToOurs, payload: { text: 'first half' } }))).data
      .message;
    await b.sendMessage(
      b.createMergerMessage({
        ...c2cToOurs,
        payload: {
          messageList: [text],
          title: 'Match chat',
          abstractList: ['o: first half'],
          compatibleText: 'update',
        },
      }),
    );
    const merger = (await oursReceives('TIMRelayElem')).payload;
    expect(merger).toMatchObject({ title: 'Match chat', compatibleText: 'update', abstractList: ['o: first half'] });
    expect((merger.messageList as { messageBody: unknown[] }[])[0]?.messageBody).toEqual([
      { type: 'TIMTextElem', payload: { text: 'first half' } },
    ]);
    await b.sendMessage(b.createForwardMessage({ ...c2cToOurs, payload: text }));
    await until(() => oursGot.filter((m) => m.payload.text === 'first half').length === 2, 8000, 'the forward');
  });

  it('§9 a merger over 11,264 bytes: the official SDK uploads it, ours downloads it', async () => {
    const long = (await b.sendMessage(b.createTextMessage({ ...c2cToOurs, payload: { text: 'é'.repeat(3000) } }))).data
      .message;
    await b.sendMessage(
      b.createMergerMessage({
        ...c2cToOurs,
        payload: { messageList: [long, long, long], title: 'long', abstractList: [], compatibleText: 'update' },
      }),
    );
    const merger = await oursReceives('TIMRelayElem', (m) => m.payload.title === 'long');
    expect(merger.payload.downloadKey).not.toBe('');
    await a.downloadMergerMessage(merger);
    expect(merger.payload.messageList).toHaveLength(3);
  });
});

describe('@-mentions (spec §3 group-at info, §7 delete at-tips)', () => {
  it('§3 the official SDK mentions ours: the tip is on our conversation until we read it, then deleted', async () => {
    await b.sendMessage(
      b.createTextAtMessage({
        to: group,
        conversationType: 'GROUP',
        payload: { text: '@kinds-ours corner', atUserList: ['kinds-ours'] },
      }),
    );
    const message = await oursReceives('TIMTextElem', (m) => m.payload.text === '@kinds-ours corner');
    expect(message.atUserList).toEqual(['kinds-ours']);
    const conv = async () => (await a.getConversationProfile(`GROUP${group}`)).data.conversation;
    await until(async () => (await conv()).groupAtInfoList.length === 1, 8000, 'the at tip at ours');
    expect((await conv()).groupAtInfoList).toEqual([
      {
        from: 'kinds-official',
        groupID: group,
        messageSequence: message.sequence,
        atTypeArray: [TIM.TYPES.CONV_AT_ME],
      },
    ]);
    await a.setMessageRead({ conversationID: `GROUP${group}` });
    expect((await conv()).groupAtInfoList).toEqual([]);
  });
});

describe('ours -> official SDK: every kind arrives with its payload', () => {
  it('§3 location, text-at (group) and forward', async () => {
    await a.sendMessage(
      a.createLocationMessage({
        ...c2cToOfficial,
        payload: { description: 'Arena', longitude: 121.5, latitude: 31.2 },
      }),
    );
    expect((await officialReceives('TIMLocationElem')).payload).toMatchObject({
      description: 'Arena',
      longitude: 121.5,
      latitude: 31.2,
    });
    await a.sendMessage(
      a.createTextAtMessage({
        to: group,
        conversationType: 'GROUP',
        payload: { text: '@kinds-official kick-off', atUserList: ['kinds-official', TIM.TYPES.MSG_AT_ALL] },
      }),
    );
    const at = await officialReceives('TIMTextElem', (m) => m.payload.text.includes('kick-off'));
    expect(at.atUserList).toEqual(['kinds-official', TIM.TYPES.MSG_AT_ALL]);
    // The mention reaches the official SDK's conversation as at-all-and-me (spec §3 group-at info).
    await until(
      async () => (await b.getConversationProfile(`GROUP${group}`)).data.conversation.groupAtInfoList.length > 0,
      8000,
      'the at tip at the official SDK',
    );
    expect((await b.getConversationProfile(`GROUP${group}`)).data.conversation.groupAtInfoList).toMatchObject([
      { from: 'kinds-ours', groupID: group, messageSequence: at.sequence, atTypeArray: [TIM.TYPES.CONV_AT_ALL_AT_ME] },
    ]);
    const fwd = await a.sendMessage(a.createTextMessage({ ...c2cToOfficial, payload: { text: 'pass it on' } }));
    await a.sendMessage(a.createForwardMessage({ to: group, conversationType: 'GROUP', payload: fwd.data.message }));
    await officialReceives('TIMTextElem', (m) => m.to === group && m.payload.text === 'pass it on');
  });

  it('§7 image, audio, file and video uploaded by ours, with progress and a cover', async () => {
    const progress: number[] = [];
    await a.sendMessage(
      a.createImageMessage({
        ...c2cToOfficial,
        payload: { file: await png(1000, 2000) },
        onProgress: (p) => progress.push(p),
      }),
    );
    expect(progress.at(-1)).toBe(1);
    const image = (await officialReceives('TIMImageElem')).payload;
    const sizes = image.imageInfoArray.map((i: { width: number; height: number }) => [i.width, i.height]);
    expect(sizes).toEqual(
      expect.arrayContaining([
        [1000, 2000],
        [198, 396],
        [720, 1440],
      ]),
    );
    for (const info of image.imageInfoArray) expect(await fetchOk(info.url)).toBe(200);

    const voice = new File([new Uint8Array(64).fill(3)], 'voice.m4a', { type: 'audio/mp4' });
    await a.sendMessage(a.createAudioMessage({ ...c2cToOfficial, payload: { file: voice, second: 4 } }));
    const audio = (await officialReceives('TIMSoundElem')).payload;
    expect(audio).toMatchObject({ second: 4, size: 64 });
    expect(await fetchOk(audio.url)).toBe(200);

    const doc = new File([new Uint8Array(80).fill(4)], 'table.csv', { type: 'text/csv' });
    await a.sendMessage(a.createFileMessage({ ...c2cToOfficial, payload: { file: doc } }));
    const file = (await officialReceives('TIMFileElem')).payload;
    expect(file).toMatchObject({ fileName: 'table.csv', fileSize: 80 });
    expect(await fetchOk(file.fileUrl)).toBe(200);

    const clip = new File([new Uint8Array(90).fill(5)], 'save.mov', { type: 'video/quicktime' });
    await a.sendMessage(a.createVideoMessage({ ...c2cToOfficial, payload: { file: clip, second: 7 } }));
    const video = (await officialReceives('TIMVideoFileElem')).payload;
    expect(video).toMatchObject({ videoFormat: 'quicktime', videoSize: 90, videoSecond: 7 });
    expect(await fetchOk(video.videoUrl)).toBe(200);
    // No browser to draw a frame: the service's default cover.
    expect(video.thumbUrl || video.snapshotUrl).toMatch(/video-cover\.png$/);
  });

  it('§9 mergers: inline under 11,264 bytes, uploaded over it; the official SDK opens both', async () => {
    const short = (await a.sendMessage(a.createTextMessage({ ...c2cToOfficial, payload: { text: 'corner' } }))).data
      .message;
    await a.sendMessage(
      a.createMergerMessage({
        ...c2cToOfficial,
        payload: { messageList: [short], title: 'inline', abstractList: ['corner'], compatibleText: 'update' },
      }),
    );
    const inline = await officialReceives('TIMRelayElem', (m) => m.payload.title === 'inline');
    expect(inline.payload.messageList[0].messageBody[0].payload).toEqual({ text: 'corner' });

    const long = (await a.sendMessage(a.createTextMessage({ ...c2cToOfficial, payload: { text: 'ü'.repeat(3000) } })))
      .data.message;
    const sent = await a.sendMessage(
      a.createMergerMessage({
        ...c2cToOfficial,
        payload: { messageList: [long, long, long], title: 'uploaded', compatibleText: 'update' },
      }),
    );
    expect(sent.data.message.payload.downloadKey).not.toBe('');
    const uploaded = await officialReceives('TIMRelayElem', (m) => m.payload.title === 'uploaded');
    expect(uploaded.payload.messageList).toEqual([]);
    const opened = await b.downloadMergerMessage(uploaded);
    expect(opened.payload.messageList).toHaveLength(3);
    expect(opened.payload.messageList[2].messageBody[0].payload.text).toBe('ü'.repeat(3000));
  });
});
