/**
 * Pull stream addresses (spec §4). Mobile browsers play HLS, not FLV, so FLV pull addresses of the CDNs that
 * publish the same stream as HLS are rewritten: the .flv file becomes .m3u8; on xcdn the /pull and /flv path
 * parts become /hls; on huawei the host becomes the config's huawei_pull_hls_domain.
 */
export interface PullStream {
  url: string;
  livestream_source: string | number | null | undefined;
}

/** The CDNs (livestream_source values) that serve an HLS twin of each FLV stream. */
export const HLS_TWIN_SOURCES: ReadonlySet<string> = new Set(['xcdn', 'huawei', 'tencent', 'aliyun']);

function splitQuery(url: string): [string, string] {
  const at = url.search(/[?#]/);
  return at < 0 ? [url, ''] : [url.slice(0, at), url.slice(at)];
}

export function playableStreamUrl(stream: PullStream, huaweiHlsDomain = ''): string {
  const source = String(stream.livestream_source ?? '').toLowerCase();
  const url = stream.url.trim();
  if (!HLS_TWIN_SOURCES.has(source)) return url;
  let [path, query] = splitQuery(url);
  path = path.replace(/\.flv$/i, '.m3u8');
  if (source === 'xcdn') path = path.replace(/\/(pull|flv)(?=\/)/gi, '/hls');
  if (source === 'huawei' && huaweiHlsDomain.trim()) {
    const domain = huaweiHlsDomain
      .trim()
      .replace(/^[a-z]+:\/\//i, '')
      .replace(/\/+$/, '');
    path = path.replace(/^((?:[a-z]+:)?\/\/)[^/]+/i, `$1${domain}`);
  }
  return path + query;
}
