/**
 * How a room plays its HLS stream (spec §3 quality codes, §9 gift amounts live next door in gifts.ts).
 * hls.js (Media Source Extensions) wherever it is supported; the browser's own HLS only where it is not and the
 * browser says it can (iOS Safari). Chromium answers "maybe" to the HLS type without really playing it, so the
 * native answer is never asked first.
 */
export type PlaybackMode = 'hlsjs' | 'native' | 'none';

export interface PlaybackSupport {
  /** Hls.isSupported(); false when the page has no Media Source Extensions at all. */
  hlsJsSupported: boolean;
  /** video.canPlayType('application/vnd.apple.mpegurl'): '', 'maybe' or 'probably'. */
  nativeAnswer: string;
}

export const HLS_MIME = 'application/vnd.apple.mpegurl';

export function choosePlayback(support: PlaybackSupport): PlaybackMode {
  if (support.hlsJsSupported) return 'hlsjs';
  return support.nativeAnswer === 'maybe' || support.nativeAnswer === 'probably' ? 'native' : 'none';
}

/** Live-stream quality codes (spec §3): standard and high definition, plain, Chinese and English commentary. */
export const QUALITY_CODES = ['SD', 'CNSD', 'ENSD', 'HD', 'CNHD', 'ENHD'] as const;
export type QualityCode = (typeof QUALITY_CODES)[number];

const QUALITY_LABELS: Record<QualityCode, { zh: string; pt: string }> = {
  SD: { zh: '标清', pt: 'SD' },
  CNSD: { zh: '中文标清', pt: 'SD (chinês)' },
  ENSD: { zh: '英文标清', pt: 'SD (inglês)' },
  HD: { zh: '高清', pt: 'HD' },
  CNHD: { zh: '中文高清', pt: 'HD (chinês)' },
  ENHD: { zh: '英文高清', pt: 'HD (inglês)' },
};

export function isQualityCode(code: string): code is QualityCode {
  return (QUALITY_CODES as readonly string[]).includes(code);
}

/** The room's known quality codes, in the spec's order; unknown codes are dropped. */
export function roomQualities(codes: readonly string[] | null | undefined): QualityCode[] {
  const known = new Set((codes ?? []).filter(isQualityCode));
  return QUALITY_CODES.filter((code) => known.has(code));
}

export function qualityLabel(code: QualityCode, language: string): string {
  const label = QUALITY_LABELS[code];
  return language.toLowerCase().startsWith('pt') ? label.pt : label.zh;
}

/**
 * The address of one quality of an HLS stream: the room's first quality is the address itself; another code
 * names its transcoded rendition `<stream>_<CODE>.m3u8` (the CDN transcode-template naming; the real platform's
 * naming is not shown in the spec).
 */
export function qualityStreamUrl(hlsUrl: string, code: QualityCode, defaultCode: QualityCode): string {
  if (code === defaultCode) return hlsUrl;
  return hlsUrl.replace(/(\.m3u8)(?=([?#].*)?$)/i, `_${code}$1`);
}
