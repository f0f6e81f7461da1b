import { ActionSheet, Button, Spinner } from '@live/ui-kit';
import { type ReactNode, useCallback, useEffect, useRef, useState } from 'react';
import hlsWorkerUrl from 'hls.js/dist/hls.worker.js?url';
import {
  HLS_MIME,
  hlsWorkerPath,
  type PlaybackMode,
  playbackOrder,
  type QualityCode,
  qualityLabel,
  qualityStreamUrl,
} from '../../domain/playback';
import { idle } from '../../app/idle';
import { usePlayerT } from './messages';
import './player.css';

export type PlayerState = 'loading' | 'playing' | 'paused' | 'error' | 'unsupported' | 'blocked';

export interface PlayerProps {
  /** The HLS address (already rewritten by the stream rules). */
  src: string;
  poster?: string;
  /** The room's quality codes (the first is the address itself); empty hides the picker. */
  qualities?: QualityCode[];
  language: string;
  /** When set, playback stops and this shows over the picture instead (the play limit's offer). */
  stopped?: ReactNode;
  /** A short line over the picture's top corner while it plays (e.g. the free play left). */
  notice?: ReactNode;
  /** Called once per second of actual playback (the video timer's 1000 ms tick). */
  onPlaySecond?: () => void;
  /** Recorded videos: the browser's own controls (seek bar) instead of the live controls. */
  nativeControls?: boolean;
}

type HlsInstance = import('hls.js/light').default;

/** How long the player waits for its poster before starting anyway (a slow or hung image never stops the live). */
export const POSTER_WAIT_MS = 2000;

/** How long the player waits at most for an idle main thread after its poster before loading hls.js. */
export const PLAYER_IDLE_WAIT_MS = 1000;

/**
 * The seconds of picture hls.js buffers ahead (its default is 30): each fragment it loads costs main-thread work
 * (on a recorded video's long playlist, a pass over every fragment), and 30 s of 2 s fragments were loaded in the
 * page's first seconds, among its long tasks (issue #31 item 1). Ten seconds, as other players' default buffering
 * goal; a live stream's window is shorter anyway.
 */
export const BUFFER_AHEAD_S = 10;

/**
 * The room's (and recorded videos') player: the browser's own HLS where it says it can (playbackOrder), else, or when
 * that fails before its first frame, hls.js, loaded only then (a dynamic import, never in the first load). Its light
 * build (no subtitles, alternate audio, DRM or CMCD, none of which the platform's streams use): a third less script
 * to compile and run on a phone (issue #31). Starts muted so browsers allow autoplay; a button unmutes.
 * The poster is the page's largest paint (issue #31): an image sized to the picture, fetched at high priority, and the
 * stream starts once it is in (hls.js once the main thread is idle too), so on a phone neither the network nor the
 * page's first work competes with it.
 */
export function Player({
  src,
  poster,
  qualities = [],
  language,
  stopped,
  notice,
  onPlaySecond,
  nativeControls = false,
}: PlayerProps) {
  const t = usePlayerT();
  const box = useRef<HTMLDivElement>(null);
  const video = useRef<HTMLVideoElement>(null);
  const [state, setState] = useState<PlayerState>('loading');
  const [attempt, setAttempt] = useState(0);
  const [muted, setMuted] = useState(true);
  const [quality, setQuality] = useState<QualityCode | null>(qualities[0] ?? null);
  const [picking, setPicking] = useState(false);
  const [fullscreen, setFullscreen] = useState(false);
  const tick = useRef(onPlaySecond);
  tick.current = onPlaySecond;
  const blocked = Boolean(stopped);
  const [posterIn, setPosterIn] = useState(!poster);
  const [pictureShown, setPictureShown] = useState(false);
  /** Set while the browser's own HLS plays no frame yet: its error then hands the stream to hls.js. */
  const onNativeFailure = useRef<(() => void) | null>(null);

  useEffect(() => {
    if (posterIn) return;
    const timer = window.setTimeout(() => setPosterIn(true), POSTER_WAIT_MS);
    return () => window.clearTimeout(timer);
  }, [posterIn]);

  const defaultQuality = qualities[0] ?? null;
  const address = quality && defaultQuality ? qualityStreamUrl(src, quality, defaultQuality) : src;

  useEffect(() => {
    const element = video.current;
    if (!element || blocked || !posterIn) return;
    let hls: HlsInstance | null = null;
    let cancelled = false;
    setState('loading');
    element.muted = true;
    setMuted(true);
    const fail = (failed: PlayerState) => setState((now) => (now === 'blocked' ? now : failed));
    // Autoplay refused shows the play button; a source that fails says so through the element's error event.
    const play = (target: HTMLVideoElement) =>
      target.play().catch((error: unknown) => {
        if ((error as Error | null)?.name === 'NotAllowedError')
          setState((now) => (now === 'loading' ? 'paused' : now));
      });

    /** Plays through hls.js; false where it cannot (no codec support through Media Source Extensions). */
    async function startHlsJs(target: HTMLVideoElement): Promise<boolean> {
      // hls.js (~360 KB of script to compile and run) after the page's own work, not among its long tasks.
      await idle(window, PLAYER_IDLE_WAIT_MS);
      if (cancelled) return true;
      const Hls = (await import('hls.js/light')).default;
      if (cancelled) return true;
      if (!Hls.isSupported()) return false;
      const player = new Hls({
        enableWorker: true,
        workerPath: hlsWorkerPath(hlsWorkerUrl, window.location.href),
        maxBufferLength: BUFFER_AHEAD_S,
      });
      hls = player;
      player.on(Hls.Events.ERROR, (_event, data) => {
        if (!data.fatal) return;
        if (data.type === Hls.ErrorTypes.MEDIA_ERROR) player.recoverMediaError();
        else fail('error');
      });
      player.loadSource(address);
      player.attachMedia(target);
      void play(target);
      return true;
    }

    /** Plays the first way of `order` from `index` that can; `failed` is the state when none is left. */
    async function startFrom(target: HTMLVideoElement, order: PlaybackMode[], index: number, failed: PlayerState) {
      const mode = order[index];
      if (!mode) {
        fail(failed);
        return;
      }
      if (mode === 'hlsjs') {
        if (!(await startHlsJs(target)) && !cancelled) await startFrom(target, order, index + 1, failed);
        return;
      }
      // The browser's own HLS: its error before the first frame hands the stream to the next way.
      onNativeFailure.current = () => {
        target.removeAttribute('src');
        target.load();
        if (!cancelled) void startFrom(target, order, index + 1, 'error').catch(() => !cancelled && fail('error'));
      };
      target.src = address;
      void play(target);
    }

    const hasMse = typeof window.MediaSource !== 'undefined' || 'ManagedMediaSource' in window;
    const order = playbackOrder({ mse: hasMse, nativeAnswer: element.canPlayType(HLS_MIME) });
    void startFrom(element, order, 0, 'unsupported').catch(() => !cancelled && fail('error'));
    return () => {
      cancelled = true;
      onNativeFailure.current = null;
      hls?.destroy();
      element.pause();
      element.removeAttribute('src');
      element.load();
    };
  }, [address, attempt, blocked, posterIn]);

  useEffect(() => {
    if (blocked) setState('blocked');
  }, [blocked]);

  // One tick per second while the picture really moves (not while paused, stalled or blocked).
  useEffect(() => {
    if (state !== 'playing') return;
    const timer = window.setInterval(() => {
      const element = video.current;
      if (element && !element.paused && !element.ended && element.readyState >= 3) tick.current?.();
    }, 1000);
    return () => window.clearInterval(timer);
  }, [state]);

  useEffect(() => {
    const onChange = () => setFullscreen(document.fullscreenElement === box.current);
    document.addEventListener('fullscreenchange', onChange);
    return () => document.removeEventListener('fullscreenchange', onChange);
  }, []);

  const toggleFullscreen = useCallback(async () => {
    const element = box.current;
    if (!element) return;
    try {
      if (document.fullscreenElement) {
        await document.exitFullscreen();
        return;
      }
      if (element.requestFullscreen) await element.requestFullscreen();
      else video.current?.webkitEnterFullscreen?.();
      // Landscape where the browser lets a page lock the orientation (Android); elsewhere fullscreen only.
      const orientation = screen.orientation as ScreenOrientation & { lock?: (o: string) => Promise<void> };
      await orientation.lock?.('landscape').catch(() => undefined);
    } catch {
      // Fullscreen refused (no user gesture or not allowed): stay inline.
    }
  }, []);

  const toggleMute = () => {
    const element = video.current;
    if (!element) return;
    element.muted = !element.muted;
    setMuted(element.muted);
  };

  const playing = state === 'playing';
  return (
    <div
      ref={box}
      className={`room-player${fullscreen ? ' room-player--fullscreen' : ''}`}
      data-state={state}
      aria-busy={state === 'loading' || undefined}
    >
      {/* biome-ignore lint/a11y/useMediaCaption: live streams carry no captions. */}
      <video
        ref={video}
        className="room-player__video"
        poster={poster}
        playsInline
        muted
        controls={nativeControls && state !== 'blocked'}
        data-testid="room-video"
        onPlaying={() => {
          onNativeFailure.current = null;
          setState('playing');
          setPictureShown(true);
        }}
        onWaiting={() => setState((now) => (now === 'playing' ? 'loading' : now))}
        onPause={() => setState((now) => (now === 'playing' ? 'paused' : now))}
        onError={(event) => {
          // Emptying the element on cleanup (no src) also fires an error: only a real source failing counts.
          if (!event.currentTarget.getAttribute('src')) return;
          const next = onNativeFailure.current;
          onNativeFailure.current = null;
          if (next) next();
          else setState((now) => (now === 'blocked' ? now : 'error'));
        }}
      />
      {poster && !pictureShown && (
        <img
          className="room-player__poster"
          src={poster}
          alt=""
          width={16}
          height={9}
          fetchPriority="high"
          onLoad={() => setPosterIn(true)}
          onError={() => setPosterIn(true)}
        />
      )}
      {state === 'loading' && (
        <div className="room-player__overlay">
          <Spinner label={t('loading')} showLabel vertical />
        </div>
      )}
      {state === 'paused' && (
        <div className="room-player__overlay">
          <Button variant="primary" round onClick={() => void video.current?.play()}>
            {t('play')}
          </Button>
        </div>
      )}
      {(state === 'error' || state === 'unsupported') && (
        <div className="room-player__overlay" role="alert">
          <p>{t(state === 'error' ? 'playError' : 'unsupported')}</p>
          {state === 'error' && (
            <Button variant="primary" size="small" round onClick={() => setAttempt((n) => n + 1)}>
              {t('retry')}
            </Button>
          )}
        </div>
      )}
      {state === 'blocked' && (
        <div className="room-player__overlay room-player__overlay--stopped" role="alert">
          {stopped}
        </div>
      )}
      {playing && notice && <p className="room-player__notice">{notice}</p>}
      {playing && !nativeControls && (
        <div className="room-player__controls">
          <Button size="small" variant="text" onClick={toggleMute}>
            {muted ? t('unmute') : t('mute')}
          </Button>
          {qualities.length > 1 && quality && (
            <Button
              size="small"
              variant="text"
              aria-label={`${t('quality')}: ${qualityLabel(quality, language)}`}
              onClick={() => setPicking(true)}
            >
              {qualityLabel(quality, language)}
            </Button>
          )}
          <Button size="small" variant="text" onClick={() => void toggleFullscreen()}>
            {fullscreen ? t('exitFullscreen') : t('fullscreen')}
          </Button>
        </div>
      )}
      <ActionSheet
        open={picking}
        title={t('quality')}
        actions={qualities.map((code) => ({ key: code, name: qualityLabel(code, language) }))}
        onSelect={(action) => {
          setPicking(false);
          setQuality(action.key as QualityCode);
        }}
        onClose={() => setPicking(false)}
      />
    </div>
  );
}

declare global {
  interface HTMLVideoElement {
    /** iOS Safari's fullscreen for a video element. */
    webkitEnterFullscreen?: () => void;
  }
}
