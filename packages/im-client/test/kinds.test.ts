import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERROR_CODES } from '../src/errors.ts';
import { addAtTip, atTypesOf } from '../src/modules/message/at-tips.ts';
import { decodeElement, encodeElement } from '../src/modules/message/codec.ts';
import { type KindsHost, MERGER_INLINE_BYTES, MessageKinds } from '../src/modules/message/kinds.ts';
import { checkUpload, credentialsStale, UPLOAD_LIMIT_BYTES } from '../src/modules/upload/rules.ts';
import { Uploader } from '../src/modules/upload/uploader.ts';
import { type GroupAtInfo, type Message, type MessageElement, TYPES } from '../src/types.ts';

const MB = 1024 * 1024;
const code = (c: number) => expect.objectContaining({ code: c });

describe('upload rules (spec §5 Upload, §9 limits)', () => {
  it('§5 a file must be chosen: image 2251, file and video 2401, audio 2300', () => {
    expect(() => checkUpload('image', undefined)).toThrow(code(ERROR_CODES.MESSAGE_IMAGE_SELECT_FILE_FIRST));
    expect(() => checkUpload('file', null)).toThrow(code(ERROR_CODES.MESSAGE_FILE_SELECT_FILE_FIRST));
    expect(() => checkUpload('video', undefined)).toThrow(code(ERROR_CODES.MESSAGE_FILE_SELECT_FILE_FIRST));
    expect(() => checkUpload('audio', undefined)).toThrow(code(ERROR_CODES.MESSAGE_AUDIO_UPLOAD_FAIL));
  });

  it('§5 image types: jpg, jpeg, gif, png, bmp, image, webp (2252 otherwise, any case)', () => {
    for (const ext of ['jpg', 'JPEG', 'gif', 'png', 'bmp', 'image', 'webp'])
      expect(() => checkUpload('image', { name: `a.${ext}`, size: 1 })).not.toThrow();
    expect(() => checkUpload('image', { name: 'a.tiff', size: 1 })).toThrow(
      code(ERROR_CODES.MESSAGE_IMAGE_TYPES_LIMIT),
    );
  });

  it('§5 video types: mp4, quicktime, mov, from the MIME type or the name (2352 otherwise)', () => {
    expect(() => checkUpload('video', { name: 'a.bin', size: 1, type: 'video/quicktime' })).not.toThrow();
    expect(() => checkUpload('video', { name: 'clip.MOV', size: 1 })).not.toThrow();
    expect(() => checkUpload('video', { name: 'a.mp4', size: 1, type: 'video/mp4' })).not.toThrow();
    expect(() => checkUpload('video', { name: 'a.avi', size: 1, type: 'video/x-msvideo' })).toThrow(
      code(ERROR_CODES.MESSAGE_VIDEO_TYPES_LIMIT),
    );
  });

  it('§5 an empty file is refused for every kind (2108)', () => {
    for (const [kind, name] of [
      ['image', 'a.png'],
      ['audio', 'a.mp3'],
      ['video', 'a.mp4'],
      ['file', 'a.pdf'],
    ] as const)
      expect(() => checkUpload(kind, { name, size: 0 })).toThrow(code(ERROR_CODES.MESSAGE_FILE_IS_EMPTY));
  });

  it('§9 size limits: image 20 MB (2253), audio 20 (2301), video 100 (2351), file 100 (2402), naming kind and MB', () => {
    expect(UPLOAD_LIMIT_BYTES).toEqual({ image: 20 * MB, audio: 20 * MB, video: 100 * MB, file: 100 * MB });
    for (const [kind, name, c] of [
      ['image', 'a.png', ERROR_CODES.MESSAGE_IMAGE_SIZE_LIMIT],
      ['audio', 'a.mp3', ERROR_CODES.MESSAGE_AUDIO_SIZE_LIMIT],
      ['video', 'a.mp4', ERROR_CODES.MESSAGE_VIDEO_SIZE_LIMIT],
      ['file', 'a.pdf', ERROR_CODES.MESSAGE_FILE_SIZE_LIMIT],
    ] as const) {
      expect(() => checkUpload(kind, { name, size: UPLOAD_LIMIT_BYTES[kind] })).not.toThrow();
      expect(() => checkUpload(kind, { name, size: UPLOAD_LIMIT_BYTES[kind] + 1 })).toThrow(
        expect.objectContaining({
          code: c,
          message: `${kind} is larger than ${UPLOAD_LIMIT_BYTES[kind] / MB} MB`,
        }),
      );
    }
  });

  it('§9 credentials are refreshed within 120 s of expiry', () => {
    expect(credentialsStale(1000, 879)).toBe(false);
    expect(credentialsStale(1000, 880)).toBe(true);
    expect(credentialsStale(1000, 1200)).toBe(true);
  });
});

describe('the uploader against a scripted storage', () => {
  let http: Server;
  let base = '';
  /** HTTP statuses the next PUTs answer, in order (200 once the script runs out). */
  const script: number[] = [];
  const tokens: string[] = [];

  beforeAll(async () => {
    http = createServer((req, res) => {
      tokens.push(String(new URL(req.url ?? '', 'http://x').searchParams.get('x-cos-security-token')));
      req.resume();
      req.on('end', () => res.writeHead(script.shift() ?? 200).end('{"width":3,"height":2}'));
    });
    await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(http.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => http.close(() => resolve())));

  function storage(now = { s: 1000 }, failures: string[] = []) {
    const calls: string[] = [];
    let credential = 0;
    const uploader = new Uploader(
      async (cmd) => {
        calls.push(cmd);
        if (failures[0] === cmd) throw new Error(`${failures.shift()} unavailable`);
        if (cmd === 'im_cos_sign_svr.cos') return { session_token: `t${++credential}`, expired_time: now.s + 300 };
        return { upload_url: `${base}/put`, download_url: `${base}/get/${calls.length}` };
      },
      () => now.s,
    );
    return { uploader, calls, now };
  }

  const blob = (name: string, bytes = 4096) => new File([new Uint8Array(bytes)], name);

  it('§9 credentials are fetched once and reused until 120 s before expiry', async () => {
    const { uploader, calls, now } = storage();
    await uploader.upload('file', blob('a.pdf'));
    await uploader.upload('file', blob('b.pdf'));
    expect(calls.filter((c) => c === 'im_cos_sign_svr.cos')).toHaveLength(1);
    now.s += 181;
    await uploader.upload('file', blob('c.pdf'));
    expect(calls.filter((c) => c === 'im_cos_sign_svr.cos')).toHaveLength(2);
    expect(tokens.slice(-3)).toEqual(['t1', 't1', 't2']);
  });

  it('§8 a 403 refetches credentials and the address once; a second 403 fails the upload', async () => {
    const { uploader, calls } = storage();
    script.push(403);
    const up = await uploader.upload('image', blob('a.png'));
    expect(up).toMatchObject({ width: 3, height: 2, size: 4096 });
    expect(calls).toEqual(['im_cos_sign_svr.cos', 'im_cos_msg.pre_sig', 'im_cos_sign_svr.cos', 'im_cos_msg.pre_sig']);
    script.push(403, 403);
    await expect(uploader.upload('image', blob('b.png'))).rejects.toMatchObject({
      code: ERROR_CODES.MESSAGE_IMAGE_UPLOAD_FAIL,
    });
  });

  it('§9 a failed presign or credential request is asked once more, then COS_GET_SIG_FAIL (2041)', async () => {
    const once = storage({ s: 1000 }, ['im_cos_msg.pre_sig']);
    await expect(once.uploader.upload('file', blob('a.pdf'))).resolves.toMatchObject({ size: 4096 });
    expect(once.calls).toEqual(['im_cos_sign_svr.cos', 'im_cos_msg.pre_sig', 'im_cos_msg.pre_sig']);
    const twice = storage({ s: 1000 }, ['im_cos_sign_svr.cos', 'im_cos_sign_svr.cos']);
    await expect(twice.uploader.upload('file', blob('b.pdf'))).rejects.toMatchObject({
      code: ERROR_CODES.COS_GET_SIG_FAIL,
    });
  });

  it('§5 a failed video upload is tried once more; a failed file upload is not', async () => {
    const { uploader } = storage();
    script.push(500);
    await expect(uploader.upload('video', blob('a.mp4'))).resolves.toMatchObject({ size: 4096 });
    script.push(500, 500);
    await expect(uploader.upload('video', blob('b.mp4'))).rejects.toMatchObject({
      code: ERROR_CODES.MESSAGE_VIDEO_UPLOAD_FAIL,
    });
    script.push(500);
    await expect(uploader.upload('file', blob('c.pdf'))).rejects.toMatchObject({
      code: ERROR_CODES.MESSAGE_FILE_UPLOAD_FAIL,
    });
  });

  it('§7 progress is reported up to 1, and a throwing callback does not fail the upload', async () => {
    const { uploader } = storage();
    const seen: number[] = [];
    await uploader.upload('audio', blob('a.mp3', 200_000), (p) => seen.push(p));
    expect(seen.at(-1)).toBe(1);
    expect([...seen].sort((x, y) => x - y)).toEqual(seen);
    await expect(
      uploader.upload('audio', blob('b.mp3'), () => {
        throw new Error('bad callback');
      }),
    ).resolves.toMatchObject({ size: 4096 });
  });
});

describe('message kinds (spec §5 Messages)', () => {
  const requests: [string, Record<string, unknown>][] = [];
  let answer: () => Promise<Record<string, unknown>> = async () => ({});
  const host: KindsHost = {
    createMessage: (_api, options, element: MessageElement) =>
      ({
        to: options.to,
        conversationType: options.conversationType,
        type: element.type,
        payload: element.content,
        status: 'unSend',
      }) as unknown as Message,
    request: (cmd, body) => {
      requests.push([cmd, body]);
      return answer();
    },
    plugin: () => undefined,
    gate: () => undefined,
  };
  const kinds = new MessageKinds(host);
  const to = { to: 'peer', conversationType: 'C2C' };
  const text = (t: string, status = 'success') =>
    ({
      ID: t,
      from: 'me',
      to: 'peer',
      conversationType: 'C2C',
      type: 'TIMTextElem',
      payload: { text: t },
      status,
      time: 1,
      sequence: 1,
      random: 1,
      clientSequence: 1,
      clientTime: 1,
      cloudCustomData: '',
      nick: '',
      avatar: '',
    }) as unknown as Message;

  it('§5 merger needs a non-empty list, compatible text and no failed messages', () => {
    expect(() => kinds.createMergerMessage({ ...to, payload: { messageList: [], compatibleText: 'x' } })).toThrow(
      code(ERROR_CODES.PARAMS_VALIDATE_FAILED),
    );
    expect(() =>
      kinds.createMergerMessage({ ...to, payload: { messageList: [text('a')], compatibleText: '' } }),
    ).toThrow(code(ERROR_CODES.PARAMS_VALIDATE_FAILED));
    expect(() =>
      kinds.createMergerMessage({ ...to, payload: { messageList: [text('a', 'fail')], compatibleText: 'x' } }),
    ).toThrow(expect.objectContaining({ message: expect.stringContaining('failed') }));
  });

  it('§9 a merger list over 11,264 bytes is uploaded first and sent as a key; a small one goes inline', async () => {
    answer = async () => ({ JsonMsgKey: 'k1', PbMsgKey: 'k1' });
    const small = kinds.createMergerMessage({ ...to, payload: { messageList: [text('a')], compatibleText: 'x' } });
    await kinds.prepare(small);
    expect(requests).toEqual([]);
    const big = kinds.createMergerMessage({
      ...to,
      payload: { messageList: [text('é'.repeat(MERGER_INLINE_BYTES / 2))], compatibleText: 'x' },
    });
    await kinds.prepare(big);
    expect(requests.map(([cmd]) => cmd)).toEqual(['im_long_msg.save_relay_json_msg']);
    const wire = encodeElement({ type: big.type, content: big.payload });
    expect(wire.MsgContent).toMatchObject({ JsonMsgKey: 'k1', MsgNum: 1 });
    expect(wire.MsgContent).not.toHaveProperty('MsgList');
  });

  it('§8 download: merger type 2450, key 2451, failed download 2452', async () => {
    await expect(kinds.downloadMergerMessage(text('a'))).rejects.toMatchObject({
      code: ERROR_CODES.MESSAGE_MERGER_TYPE_INVALID,
    });
    const inline = kinds.createMergerMessage({ ...to, payload: { messageList: [text('a')], compatibleText: 'x' } });
    await expect(kinds.downloadMergerMessage(inline)).rejects.toMatchObject({
      code: ERROR_CODES.MESSAGE_MERGER_KEY_INVALID,
    });
    inline.payload.downloadKey = 'gone';
    answer = () => Promise.reject(new Error('no such key'));
    await expect(kinds.downloadMergerMessage(inline)).rejects.toMatchObject({
      code: ERROR_CODES.MESSAGE_MERGER_DOWNLOAD_FAIL,
    });
  });

  it('§5 group tips cannot be forwarded (2453); other messages are copied', () => {
    const tip = { ...text('t'), type: 'TIMGroupTipElem' } as Message;
    expect(() => kinds.createForwardMessage({ ...to, payload: tip })).toThrow(
      code(ERROR_CODES.MESSAGE_FORWARD_TYPE_INVALID),
    );
    const source = text('pass');
    const copy = kinds.createForwardMessage({ ...to, payload: source });
    expect(copy.payload).toEqual({ text: 'pass' });
    expect(copy.payload).not.toBe(source.payload);
  });

  it('§7 in a browser the video cover is its first frame, drawn on a canvas and uploaded as an image', async () => {
    const drawn: unknown[] = [];
    const video = {
      muted: false,
      src: '',
      videoWidth: 640,
      videoHeight: 360,
      onloadeddata: null as null | (() => void),
    };
    const g = globalThis as { document?: unknown };
    g.document = {
      createElement: (tag: string) => {
        if (tag === 'video') {
          setTimeout(() => video.onloadeddata?.(), 0);
          return video;
        }
        return {
          width: 0,
          height: 0,
          getContext: () => ({ drawImage: (source: unknown) => drawn.push(source) }),
          toBlob: (done: (b: Blob) => void) => done(new Blob([new Uint8Array(12)], { type: 'image/jpeg' })),
        };
      },
    };
    const uploaded: string[] = [];
    const browserKinds = new MessageKinds({
      ...host,
      plugin: () => ({
        uploadFile: async (f) => {
          uploaded.push(f.type ?? '');
          return { url: `http://s/${uploaded.length}`, width: 640, height: 360, size: f.size };
        },
      }),
    });
    try {
      requests.length = 0;
      const clip = new File([new Uint8Array(30)], 'clip.mp4', { type: 'video/mp4' });
      const m = browserKinds.createVideoMessage({ ...to, payload: { file: clip } });
      await browserKinds.prepare(m);
      expect(drawn).toEqual([video]);
      expect(uploaded).toEqual(['video/mp4', 'image/jpeg']);
      expect(m.payload).toMatchObject({
        videoUrl: 'http://s/1',
        thumbUrl: 'http://s/2',
        thumbWidth: 640,
        thumbHeight: 360,
      });
      expect(requests).toEqual([]);
    } finally {
      delete g.document;
    }
  });

  it('§5 the file may be a file input element: its first chosen file, or 2401 when none was chosen', () => {
    const doc = new File([new Uint8Array(5)], 'rules.pdf');
    const fileList = { 0: doc, length: 1 };
    expect(kinds.createFileMessage({ ...to, payload: { file: { files: fileList } } }).payload).toMatchObject({
      fileName: 'rules.pdf',
      fileSize: 5,
    });
    expect(() => kinds.createFileMessage({ ...to, payload: { file: { files: { length: 0 } } } })).toThrow(
      code(ERROR_CODES.MESSAGE_FILE_SELECT_FILE_FIRST),
    );
  });

  it('§5 location coordinates and text-at lists are validated', () => {
    expect(() =>
      kinds.createLocationMessage({ ...to, payload: { description: 'x', longitude: 181, latitude: 0 } }),
    ).toThrow(code(ERROR_CODES.PARAMS_VALIDATE_FAILED));
    expect(() => kinds.createTextAtMessage({ ...to, payload: { text: 'hi', atUserList: ['a'] } })).toThrow(
      code(ERROR_CODES.PARAMS_VALIDATE_FAILED),
    );
    const at = kinds.createTextAtMessage({
      to: 'g',
      conversationType: 'GROUP',
      payload: { text: 'hi', atUserList: ['a', 'a', '__kImSDK_MesssageAtALL__'] },
    });
    expect(at.atUserList).toEqual(['a', '__kImSDK_MesssageAtALL__']);
  });
});

describe('codec: every kind survives the wire both ways', () => {
  const cases: MessageElement[] = [
    { type: 'TIMLocationElem', content: { description: 'x', longitude: -1.5, latitude: 2.5 } },
    {
      type: 'TIMFileElem',
      content: { fileUrl: 'http://h/f', uuid: 'u', fileName: 'f.pdf', fileSize: 3, downloadFlag: 2 },
    },
  ];
  it('§3 location and file round-trip', () => {
    for (const el of cases) expect(decodeElement(encodeElement(el))).toEqual(el);
  });

  it('§3 images go out in the order original, large, thumbnail (Type 1, 2, 3) and come back as 0, 1, 2', () => {
    const wire = encodeElement({
      type: 'TIMImageElem',
      content: {
        uuid: 'u',
        imageFormat: 3,
        imageInfoArray: [
          { type: 0, url: 'http://o', width: 4, height: 4, size: 9 },
          { type: 1, url: 'http://t', width: 1, height: 1, size: 1 },
          { type: 2, url: 'http://l', width: 2, height: 2, size: 2 },
        ],
      },
    });
    const infos = (wire.MsgContent as { ImageInfoArray: { Type: number; URL: string }[] }).ImageInfoArray;
    expect(infos.map((i) => [i.Type, i.URL])).toEqual([
      [1, 'http://o'],
      [2, 'http://l'],
      [3, 'http://t'],
    ]);
    const back = decodeElement(wire)?.content.imageInfoArray as { type: number; url: string }[];
    expect(back.map((i) => [i.type, i.url])).toEqual([
      [0, 'http://o'],
      [1, 'http://t'],
      [2, 'http://l'],
    ]);
  });
});

describe('group-at info (spec §3)', () => {
  it('§3 at types: 1 at me, 2 at all, both together at-all-at-me (3)', () => {
    expect(atTypesOf([1])).toEqual([TYPES.CONV_AT_ME]);
    expect(atTypesOf([2])).toEqual([TYPES.CONV_AT_ALL]);
    expect(atTypesOf([1, 2])).toEqual([TYPES.CONV_AT_ALL_AT_ME]);
    expect(atTypesOf([9])).toEqual([]);
  });

  it('§3 one entry per message: a second tip for the same message merges its types', () => {
    const list: GroupAtInfo[] = [];
    addAtTip(list, { from: 'a', groupID: 'g', messageSequence: 5, atTypeArray: [TYPES.CONV_AT_ME] });
    addAtTip(list, { from: 'a', groupID: 'g', messageSequence: 5, atTypeArray: [TYPES.CONV_AT_ALL] });
    addAtTip(list, { from: 'b', groupID: 'g', messageSequence: 6, atTypeArray: [TYPES.CONV_AT_ALL] });
    expect(list.map((t) => [t.messageSequence, t.atTypeArray])).toEqual([
      [5, [TYPES.CONV_AT_ALL_AT_ME]],
      [6, [TYPES.CONV_AT_ALL]],
    ]);
  });
});
