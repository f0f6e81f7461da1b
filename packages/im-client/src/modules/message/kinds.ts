import { ERROR_CODES, filled, nonEmpty, nonEmptyList, paramsInvalid, TimError, why } from '../../errors.ts';
import { asNum, asStr, asStrings } from '../../protocol/wire.ts';
import { utf8Bytes } from '../../limits.ts';
import { randomHex } from '../../result.ts';
import type { Message, MessageElement } from '../../types.ts';
import { checkUpload, type FileLike, type UploadKind, videoTypeOf } from '../upload/rules.ts';
import { type StoredSize, Uploader, type UploadPlugin, type UploadResult } from '../upload/uploader.ts';
import { decodeRelayList, encodeRelayList, type RelayItem, relayItemOf } from './codec.ts';

/** A merger whose message list is larger than this is uploaded first and sent as a key (spec §9). */
export const MERGER_INLINE_BYTES = 11_264;

/** What the message kinds need from the message API. */
export interface KindsHost {
  createMessage(api: string, options: MessageTarget, element: MessageElement): Message;
  request(servcmd: string, body: Record<string, unknown>): Promise<Record<string, unknown>>;
  plugin(): UploadPlugin | undefined;
  gate(api: string): void;
}

export interface MessageTarget {
  to: string;
  conversationType: string;
  priority?: string;
  cloudCustomData?: string;
  /** A group message for these members only (at most 50 are sent). */
  receiverList?: string[];
}

/** A chosen file: a File or Blob, or a file input element (its `files` list). */
type Chosen = FileLike | { files: ArrayLike<FileLike> | null } | null | undefined;

export interface UploadOptions extends MessageTarget {
  payload: { file: Chosen; snapshot?: Chosen; second?: number };
  onProgress?: (percent: number) => void;
}

export type LocationOptions = MessageTarget & {
  payload: { description: string; longitude: number; latitude: number };
};
export type TextAtOptions = MessageTarget & { payload: { text: string; atUserList: string[] } };
export type ForwardOptions = MessageTarget & { payload: Message };
export type MergerOptions = MessageTarget & {
  payload: {
    messageList: (Message | RelayItem)[];
    title?: string;
    abstractList?: string[];
    compatibleText: string;
  };
};

interface Pending {
  kind: UploadKind;
  file: FileLike;
  snapshot: FileLike | undefined;
  onProgress: ((percent: number) => void) | undefined;
}

const pending = new WeakMap<Message, Pending>();

function chosenFile(raw: Chosen): FileLike | undefined {
  if (raw && 'files' in raw) return raw.files?.[0];
  return raw ?? undefined;
}

/** The image sizes the official SDK derives when storage answers none: the shorter side at `side` (`imageView2`). */
function derivedSize(up: UploadResult, side: number): StoredSize {
  const width = up.width ?? 0;
  const height = up.height ?? 0;
  if (Math.min(width, height) <= side) return { url: up.url, width, height, size: up.size ?? 0 };
  const wide = width >= height;
  return {
    url: `${up.url}${up.url.includes('?') ? '&' : '?'}imageView2/3/w/${side}/h/${side}`,
    width: wide ? Math.ceil((width * side) / height) : side,
    height: wide ? side : Math.ceil((height * side) / width),
    size: 0,
  };
}

/** The DOM parts drawing a video's first frame uses (the package builds without the DOM library). */
interface FrameDocument {
  createElement(tag: 'video'): {
    muted: boolean;
    src: string;
    videoWidth: number;
    videoHeight: number;
    onloadeddata: ((e: unknown) => void) | null;
    onerror: ((e: unknown) => void) | null;
  };
  createElement(tag: 'canvas'): {
    width: number;
    height: number;
    getContext(kind: '2d'): { drawImage(source: unknown, x: number, y: number): void } | null;
    toBlob(done: (blob: Blob | null) => void, type: string, quality: number): void;
  };
}

/** A browser draws the video's first frame for its cover; elsewhere there is none (null). */
async function firstFrame(file: FileLike): Promise<Blob | null> {
  const doc = (globalThis as { document?: FrameDocument }).document;
  if (typeof doc?.createElement !== 'function' || !(file instanceof Blob)) return null;
  const video = doc.createElement('video');
  video.muted = true;
  video.src = URL.createObjectURL(file);
  try {
    await new Promise((resolve, reject) => {
      video.onloadeddata = resolve;
      video.onerror = reject;
      setTimeout(reject, 5000);
    });
    const canvas = doc.createElement('canvas');
    canvas.width = video.videoWidth;
    canvas.height = video.videoHeight;
    canvas.getContext('2d')?.drawImage(video, 0, 0);
    const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/jpeg', 0.8));
    return blob && new File([blob], 'cover.jpg', { type: 'image/jpeg' });
  } catch {
    return null;
  } finally {
    URL.revokeObjectURL(video.src);
  }
}

/**
 * Every message kind beyond text, custom and face (spec §3 element types): the uploaded kinds (image, audio,
 * video, file), location, @-mentions, forwards and mergers; `prepare` uploads what a message needs before it is
 * sent.
 */
export class MessageKinds {
  private readonly host: KindsHost;
  private readonly uploader: Uploader;

  constructor(host: KindsHost) {
    this.host = host;
    this.uploader = new Uploader((cmd, body) => host.request(cmd, body));
  }

  private withFile(
    api: string,
    kind: UploadKind,
    options: UploadOptions,
    content: (file: FileLike) => object,
  ): Message {
    const file = chosenFile(options?.payload?.file);
    checkUpload(kind, file);
    const type = { image: 'TIMImageElem', audio: 'TIMSoundElem', video: 'TIMVideoFileElem', file: 'TIMFileElem' }[kind];
    const m = this.host.createMessage(api, options, { type, content: { ...content(file) } });
    pending.set(m, {
      kind,
      file,
      snapshot: chosenFile(options.payload.snapshot),
      onProgress: typeof options.onProgress === 'function' ? options.onProgress : undefined,
    });
    return m;
  }

  createImageMessage(options: UploadOptions): Message {
    return this.withFile('createImageMessage', 'image', options, () => ({
      uuid: randomHex(16),
      imageFormat: 255,
      imageInfoArray: [],
    }));
  }

  createAudioMessage(options: UploadOptions): Message {
    return this.withFile('createAudioMessage', 'audio', options, (file) => ({
      uuid: randomHex(16),
      url: '',
      remoteAudioUrl: '',
      size: file.size,
      second: Math.max(0, Math.floor(asNum(options.payload.second))),
      downloadFlag: 2,
    }));
  }

  createVideoMessage(options: UploadOptions): Message {
    return this.withFile('createVideoMessage', 'video', options, (file) => ({
      videoUUID: randomHex(16),
      videoFormat: videoTypeOf(file),
      videoSize: file.size,
      videoSecond: Math.max(0, Math.floor(asNum(options.payload.second))),
      videoUrl: '',
      videoDownloadFlag: 2,
      thumbUUID: randomHex(16),
      thumbFormat: 'jpg',
      thumbUrl: '',
      thumbWidth: 0,
      thumbHeight: 0,
      thumbSize: 0,
      thumbDownloadFlag: 2,
    }));
  }

  createFileMessage(options: UploadOptions): Message {
    return this.withFile('createFileMessage', 'file', options, (file) => ({
      uuid: randomHex(16),
      fileUrl: '',
      fileName: file.name,
      fileSize: file.size,
      downloadFlag: 2,
    }));
  }

  createLocationMessage(options: LocationOptions): Message {
    const p = options?.payload;
    if (typeof p?.description !== 'string' || !Number.isFinite(p.longitude) || !Number.isFinite(p.latitude))
      throw paramsInvalid('createLocationMessage', 'payload needs description, longitude, latitude');
    if (Math.abs(p.longitude) > 180 || Math.abs(p.latitude) > 90)
      throw paramsInvalid('createLocationMessage', 'longitude must be in ±180, latitude in ±90');
    return this.host.createMessage('createLocationMessage', options, {
      type: 'TIMLocationElem',
      content: { description: p.description, longitude: p.longitude, latitude: p.latitude },
    });
  }

  createTextAtMessage(options: TextAtOptions): Message {
    const p = options?.payload;
    nonEmpty('createTextAtMessage', 'payload.text', p?.text);
    if (!Array.isArray(p.atUserList) || !p.atUserList.every(filled))
      throw paramsInvalid('createTextAtMessage', 'payload.atUserList must list user IDs or TYPES.MSG_AT_ALL');
    if (options.conversationType !== 'GROUP')
      throw paramsInvalid('createTextAtMessage', '@-mentions are for group conversations');
    const m = this.host.createMessage('createTextAtMessage', options, {
      type: 'TIMTextElem',
      content: { text: p.text },
    });
    m.atUserList = [...new Set(p.atUserList)];
    return m;
  }

  createForwardMessage(options: ForwardOptions): Message {
    const source = options?.payload;
    if (!source || typeof source.type !== 'string' || !source.payload)
      throw paramsInvalid('createForwardMessage', 'payload must be a message');
    if (source.type === 'TIMGroupTipElem' || source.type === 'TIMGroupSystemNoticeElem')
      throw new TimError(ERROR_CODES.MESSAGE_FORWARD_TYPE_INVALID);
    return this.host.createMessage(
      'createForwardMessage',
      { ...options, cloudCustomData: options.cloudCustomData ?? source.cloudCustomData },
      { type: source.type, content: structuredClone(source.payload) },
    );
  }

  createMergerMessage(options: MergerOptions): Message {
    const p = options?.payload;
    nonEmptyList('createMergerMessage', 'payload.messageList', p?.messageList, ' of messages');
    nonEmpty('createMergerMessage', 'payload.compatibleText', p.compatibleText);
    if (p.messageList.some((m) => (m as Message).status === 'fail'))
      throw paramsInvalid('createMergerMessage', 'payload.messageList holds a failed message');
    return this.host.createMessage('createMergerMessage', options, {
      type: 'TIMRelayElem',
      content: {
        downloadKey: '',
        pbDownloadKey: '',
        messageList: p.messageList.map(relayItemOf),
        title: asStr(p.title),
        abstractList: asStrings(p.abstractList),
        compatibleText: p.compatibleText,
        version: 0,
        layersOverLimit: false,
      },
    });
  }

  /** Fetches an uploaded merger's message list into its payload (the official SDK resolves the message itself). */
  async downloadMergerMessage(message: Message): Promise<Message> {
    this.host.gate('downloadMergerMessage');
    if (message?.type !== 'TIMRelayElem') throw new TimError(ERROR_CODES.MESSAGE_MERGER_TYPE_INVALID);
    const key = asStr(message.payload.downloadKey);
    if (!key) throw new TimError(ERROR_CODES.MESSAGE_MERGER_KEY_INVALID);
    let body: Record<string, unknown>;
    try {
      body = await this.host.request('im_long_msg.get_relay_json_msg', { DownloadKey: key });
    } catch (err) {
      throw new TimError(ERROR_CODES.MESSAGE_MERGER_DOWNLOAD_FAIL, `merger download failed: ${why(err)}`);
    }
    Object.assign(message.payload, { messageList: decodeRelayList(body.MsgList), downloadKey: '', pbDownloadKey: '' });
    return message;
  }

  /** Before sending: the chosen file uploaded (with its sizes or cover), a large merger list uploaded. */
  async prepare(m: Message): Promise<void> {
    const job = pending.get(m);
    if (job) {
      await this.upload(m, job);
      pending.delete(m);
    }
    const list = m.payload.messageList;
    if (m.type === 'TIMRelayElem' && !m.payload.downloadKey && Array.isArray(list)) {
      const wire = encodeRelayList(list as RelayItem[]);
      if (utf8Bytes(JSON.stringify(wire)) > MERGER_INLINE_BYTES) {
        const keys = await this.host.request('im_long_msg.save_relay_json_msg', { MsgList: wire });
        // The count travels with the keys (MsgNum), as the official SDK's upload answer carries it.
        Object.assign(m.payload, {
          downloadKey: asStr(keys.JsonMsgKey),
          pbDownloadKey: asStr(keys.PbMsgKey),
          messageNumber: list.length,
        });
      }
    }
  }

  private store(kind: UploadKind, file: FileLike, onProgress?: (percent: number) => void): Promise<UploadResult> {
    const plugin = this.host.plugin();
    return plugin && typeof plugin.uploadFile === 'function'
      ? plugin.uploadFile(file, onProgress)
      : this.uploader.upload(kind, file, onProgress);
  }

  private async upload(m: Message, job: Pending): Promise<void> {
    const up = await this.store(job.kind, job.file, job.onProgress);
    if (!up?.url) throw new TimError(ERROR_CODES.MESSAGE_FILE_URL_IS_EMPTY);
    const p = m.payload;
    switch (job.kind) {
      case 'image': {
        const original = { url: up.url, width: up.width ?? 0, height: up.height ?? 0, size: up.size ?? job.file.size };
        const sizes = [original, up.thumb ?? derivedSize(up, 198), up.large ?? derivedSize(up, 720)];
        p.imageInfoArray = sizes.map((s, type) => ({ type, ...s }));
        return;
      }
      case 'audio':
        Object.assign(p, { url: up.url, remoteAudioUrl: up.url });
        return;
      case 'file':
        p.fileUrl = up.url;
        return;
      case 'video':
        Object.assign(p, { videoUrl: up.url, remoteVideoUrl: up.url }, await this.cover(job, up.url));
        return;
    }
  }

  /** A video's cover: the caller's snapshot, the browser's first frame, else the service's default cover. */
  private async cover(job: Pending, videoUrl: string): Promise<Record<string, unknown>> {
    try {
      const frame = job.snapshot ?? (await firstFrame(job.file));
      if (frame) {
        const up = await this.store('image', frame as FileLike);
        return { thumbUrl: up.url, thumbWidth: up.width ?? 0, thumbHeight: up.height ?? 0, thumbSize: frame.size };
      }
      const body = await this.host.request('im_cos_msg.video_cover', {
        version: 1,
        platform: 7,
        cover_name: `${randomHex(8)}.png`,
        snapshot_url: videoUrl,
      });
      return {
        thumbUrl: asStr(body.download_url),
        thumbWidth: asNum(body.width),
        thumbHeight: asNum(body.height),
        thumbFormat: 'png',
      };
    } catch {
      // A video without a cover is still a video.
      return {};
    }
  }
}
