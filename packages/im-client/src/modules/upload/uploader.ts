import { ERROR_CODES, TimError, why } from '../../errors.ts';
import { asNum, asRecord, asStr } from '../../protocol/wire.ts';
import { credentialsStale, type FileLike, UPLOAD_CODES, UPLOAD_FILE_TYPE, type UploadKind } from './rules.ts';

/** One stored size of an image. */
export interface StoredSize {
  url: string;
  width: number;
  height: number;
  size: number;
}

/** Where an uploaded file now lives; images also carry their large (720) and thumbnail (198) sizes. */
export interface UploadResult {
  url: string;
  width?: number;
  height?: number;
  size?: number;
  large?: StoredSize;
  thumb?: StoredSize;
}

/** The host's uploader (its own temporary keys), registered as 'tim-upload-plugin'. */
export interface UploadPlugin {
  uploadFile(file: FileLike, onProgress?: (percent: number) => void): Promise<UploadResult>;
}

/** The part of XMLHttpRequest an upload uses (the package builds without the DOM library). */
interface Xhr {
  open(method: string, url: string): void;
  setRequestHeader(name: string, value: string): void;
  upload: { onprogress: ((e: { lengthComputable: boolean; loaded: number; total: number }) => void) | null };
  onload: (() => void) | null;
  onerror: (() => void) | null;
  status: number;
  responseText: string;
  send(body: Blob): void;
}

type Request = (servcmd: string, body: Record<string, unknown>) => Promise<Record<string, unknown>>;
type Progress = (percent: number) => void;

/**
 * Uploads through the service (spec §7 Storage): temporary credentials (`im_cos_sign_svr.cos`, kept until 120 s
 * before expiry), a one-time presigned PUT address per file (`im_cos_msg.pre_sig`), then the PUT itself. A 403
 * fetches new credentials and a new address once; a failed video upload is tried once more (spec §5).
 */
export class Uploader {
  private readonly request: Request;
  private readonly nowSeconds: () => number;
  private credentials: { token: string; expires: number } | null = null;

  constructor(request: Request, nowSeconds: () => number = () => Math.floor(Date.now() / 1000)) {
    this.request = request;
    this.nowSeconds = nowSeconds;
  }

  async upload(kind: UploadKind, file: FileLike, onProgress?: Progress): Promise<UploadResult> {
    if (typeof Blob === 'undefined' || !(file instanceof Blob)) throw new TimError(UPLOAD_CODES[kind].select);
    try {
      return await this.uploadOnce(kind, file, onProgress);
    } catch (err) {
      if (kind !== 'video') throw err;
      return this.uploadOnce(kind, file, onProgress);
    }
  }

  /** A signing request (credentials, presigned address), asked once more on failure, then COS_GET_SIG_FAIL (§9). */
  private async sign(servcmd: string, body: Record<string, unknown>): Promise<Record<string, unknown>> {
    try {
      return await this.request(servcmd, body);
    } catch {
      try {
        return await this.request(servcmd, body);
      } catch (err) {
        throw new TimError(ERROR_CODES.COS_GET_SIG_FAIL, `${servcmd} failed twice: ${why(err)}`);
      }
    }
  }

  private async token(): Promise<string> {
    if (!this.credentials || credentialsStale(this.credentials.expires, this.nowSeconds())) {
      const body = await this.sign('im_cos_sign_svr.cos', {
        cmd: 'open_im_cos_svc',
        sub_cmd: 'get_cos_token',
        duration: 300,
        version: 2,
      });
      this.credentials = { token: asStr(body.session_token), expires: asNum(body.expired_time) };
    }
    return this.credentials.token;
  }

  private async uploadOnce(kind: UploadKind, file: Blob & FileLike, onProgress?: Progress): Promise<UploadResult> {
    const fail = (why: string) => new TimError(UPLOAD_CODES[kind].fail, `${kind} upload failed: ${why}`);
    for (let attempt = 0; attempt < 2; attempt++) {
      const token = await this.token();
      const sig = await this.sign('im_cos_msg.pre_sig', {
        file_type: UPLOAD_FILE_TYPE[kind],
        file_name: file.name,
        upload_method: 0,
        duration: 900,
      });
      const uploadUrl = asStr(sig.upload_url);
      const url = asStr(sig.download_url);
      if (!uploadUrl || !url) throw fail('the service gave no upload address');
      let answer: { status: number; text: string };
      try {
        // The session token rides in the address, as a presigned URL's signature does: no CORS preflight header.
        const signed = `${uploadUrl}${uploadUrl.includes('?') ? '&' : '?'}x-cos-security-token=${encodeURIComponent(token)}`;
        answer = await put(signed, file, onProgress);
      } catch (err) {
        throw fail(why(err));
      }
      if (answer.status === 403) {
        this.credentials = null;
        continue;
      }
      if (answer.status < 200 || answer.status >= 300) throw fail(`HTTP ${answer.status} ${answer.text}`);
      return storedSizes(url, file.size, answer.text);
    }
    throw fail('refused twice (403)');
  }
}

/** The service's PUT answer: the original's size and, for images, the derived sizes it made. */
function storedSizes(url: string, size: number, text: string): UploadResult {
  let body: Record<string, unknown> = {};
  try {
    body = asRecord(JSON.parse(text));
  } catch {
    // A storage answering without a body still stored the file.
  }
  const derived = (key: string, side: number): StoredSize | undefined => {
    const d = asRecord(body[key]);
    if (!('width' in d)) return undefined;
    return {
      url: `${url}?imageView2/3/w/${side}/h/${side}`,
      width: asNum(d.width),
      height: asNum(d.height),
      size: asNum(d.size),
    };
  };
  return {
    url,
    size,
    width: asNum(body.width),
    height: asNum(body.height),
    large: derived('large', 720),
    thumb: derived('thumb', 198),
  };
}

/** A PUT with progress: XMLHttpRequest's upload events in browsers, a counted body stream elsewhere. */
function put(url: string, file: Blob, onProgress?: Progress): Promise<{ status: number; text: string }> {
  const report = (percent: number) => {
    try {
      onProgress?.(Math.min(1, percent));
    } catch {
      // A failing progress callback never fails the upload.
    }
  };
  const type = file.type || 'application/octet-stream';
  const XHR = (globalThis as { XMLHttpRequest?: new () => Xhr }).XMLHttpRequest;
  // Browsers report upload progress through XMLHttpRequest; a stand-in without `upload` is no browser.
  if (typeof XHR === 'function' && 'upload' in XHR.prototype)
    return new Promise((resolve, reject) => {
      const xhr = new XHR();
      xhr.open('PUT', url);
      xhr.setRequestHeader('content-type', type);
      xhr.upload.onprogress = (e) => e.lengthComputable && report(e.loaded / e.total);
      xhr.onload = () => {
        if (xhr.status < 300) report(1);
        resolve({ status: xhr.status, text: xhr.responseText });
      };
      xhr.onerror = () => reject(new Error('network error'));
      xhr.send(file);
    });
  let sent = 0;
  const body = file.stream().pipeThrough(
    new TransformStream<Uint8Array, Uint8Array>({
      transform(chunk, out) {
        sent += chunk.byteLength;
        report(sent / file.size);
        out.enqueue(chunk);
      },
    }),
  );
  return fetch(url, {
    method: 'PUT',
    body,
    headers: { 'content-type': type },
    duplex: 'half',
  } as RequestInit).then(async (res) => ({ status: res.status, text: await res.text() }));
}
