import { readFileSync } from 'node:fs';
import { join } from 'node:path';

export interface Segment {
  uri: string;
  duration: number;
}

/** Reads the committed VOD playlist (made by scripts/make-demo-media.sh) into its segments. */
export function loadSegments(dir: string): Segment[] {
  const lines = readFileSync(join(dir, 'index.m3u8'), 'utf8').split('\n');
  const segments: Segment[] = [];
  let duration = 0;
  for (const line of lines) {
    const extinf = /^#EXTINF:([\d.]+)/.exec(line);
    if (extinf) duration = Number(extinf[1]);
    else if (line && !line.startsWith('#')) segments.push({ uri: line.trim(), duration });
  }
  if (segments.length === 0) throw new Error(`no segments in ${dir}/index.m3u8`);
  return segments;
}

export const WINDOW = 4;

/**
 * A live playlist over the looping demo: a sliding window of segments whose media sequence advances with
 * real time (`elapsedMs` since the timeline began), and a discontinuity each time the loop starts over.
 * `offset` (seconds) lets streams differ in phase.
 */
export function livePlaylist(segments: Segment[], elapsedMs: number, offset: number, base: string): string {
  const loop = segments.reduce((sum, segment) => sum + segment.duration, 0);
  const count = segments.length;
  const t = elapsedMs / 1000 + offset;
  const cycles = Math.floor(t / loop);
  let within = t - cycles * loop;
  let index = 0;
  while (index < count - 1 && within >= (segments[index]?.duration ?? 0)) {
    within -= segments[index]?.duration ?? 0;
    index++;
  }
  // The newest segment is the one being "recorded" now: publish up to the previous one.
  const newest = cycles * count + index - 1;
  const first = Math.max(0, newest - WINDOW + 1);
  const target = Math.ceil(Math.max(...segments.map((segment) => segment.duration)));
  const out = ['#EXTM3U', '#EXT-X-VERSION:3', `#EXT-X-TARGETDURATION:${target}`, `#EXT-X-MEDIA-SEQUENCE:${first}`];
  out.push(`#EXT-X-DISCONTINUITY-SEQUENCE:${first > 0 ? Math.floor((first - 1) / count) : 0}`);
  for (let seq = first; seq <= newest; seq++) {
    const segment = segments[seq % count] as Segment;
    if (seq > 0 && seq % count === 0) out.push('#EXT-X-DISCONTINUITY');
    out.push(`#EXTINF:${segment.duration.toFixed(3)},`, `${base}${segment.uri}`);
  }
  return `${out.join('\n')}\n`;
}

/** The longest recorded video served: a full replay with extra time. */
export const VOD_MAX_SECONDS = 4 * 3600;

/**
 * A recorded video of `seconds`: the demo segments looped (a discontinuity at each restart) until that length,
 * the last segment cut short, so the length a list shows is the length that plays.
 */
export function vodPlaylist(segments: Segment[], seconds: number, base: string): string {
  const target = Math.ceil(Math.max(...segments.map((segment) => segment.duration)));
  const out = ['#EXTM3U', '#EXT-X-VERSION:3', `#EXT-X-TARGETDURATION:${target}`, '#EXT-X-MEDIA-SEQUENCE:0'];
  out.push('#EXT-X-PLAYLIST-TYPE:VOD');
  let left = seconds;
  for (let seq = 0; left > 0.0005; seq++) {
    const segment = segments[seq % segments.length] as Segment;
    if (seq > 0 && seq % segments.length === 0) out.push('#EXT-X-DISCONTINUITY');
    const length = Math.min(segment.duration, left);
    out.push(`#EXTINF:${length.toFixed(3)},`, `${base}${segment.uri}`);
    left -= length;
  }
  out.push('#EXT-X-ENDLIST');
  return `${out.join('\n')}\n`;
}
