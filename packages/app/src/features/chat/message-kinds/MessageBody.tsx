import { Popup, Spinner, Toast, useTimeZone } from '@live/ui-kit';
import { useRef, useState } from 'react';
import { useServices } from '../../../app/services';
import { chatTime } from '../chat-time';
import { useChatT } from '../messages';
import {
  fileBadge,
  fitBox,
  formatCoordinates,
  formatDuration,
  formatFileSize,
  imageInfosOf,
  imageSizes,
  mentionSegments,
  messageKindOf,
  safeMediaUrl,
  voiceWidth,
} from './kinds';
import { playAlone } from './media';
import './message-kinds.css';

/** What a bubble shows of a message, or of a message inside a chat record (merger). */
export interface MessageContent {
  type: string;
  payload: Record<string, unknown>;
  atUserList?: string[];
}

export interface Me {
  userID: string;
  nick: string;
}

type Payload = Record<string, unknown>;

const text = (value: unknown) => (typeof value === 'string' ? value : '');
/** The bubble's picture box edge (the thumbnail size, spec §3). */
const THUMB = 198;

/**
 * A message's bubble content by kind: text (with @-mentions), image, face, voice, video, file, location, chat
 * record. Every untrusted text is a text node, every address http(s) only.
 */
export function MessageBody({
  message,
  me,
  downloadMerger,
}: {
  message: MessageContent;
  me: Me;
  /** Fetches an uploaded chat record's messages into its payload (top-level messages only). */
  downloadMerger?: () => Promise<void>;
}) {
  const { root } = useServices();
  const t = useChatT();
  const payload = message.payload;
  switch (messageKindOf(message.type)) {
    case 'text':
      return <TextView text={text(payload.text)} atUserList={message.atUserList} me={me} />;
    case 'image':
      return <ImageView payload={payload} />;
    case 'face': {
      const code = text(payload.data);
      const face = root.config.common?.emoji.find((emoji) => emoji.code === code);
      return face ? (
        <img className="chat-bubble__face" src={face.url} alt={face.name} />
      ) : (
        <span>{code || t('face')}</span>
      );
    }
    case 'voice':
      return <VoiceView payload={payload} />;
    case 'video':
      return <VideoView payload={payload} />;
    case 'file':
      return <FileView payload={payload} />;
    case 'location':
      return <LocationView payload={payload} />;
    case 'merger':
      return <MergerView payload={payload} me={me} download={downloadMerger} />;
    default:
      return <span>{text(payload.description) || t('custom')}</span>;
  }
}

function TextView({ text: body, atUserList, me }: { text: string; atUserList?: string[]; me: Me }) {
  return (
    <span className="chat-bubble__text" data-ugc>
      {mentionSegments(body, atUserList, me).map((segment, index) =>
        segment.mention ? (
          <span key={index} className={segment.me ? 'chat-mention chat-mention--me' : 'chat-mention'}>
            {segment.text}
          </span>
        ) : (
          segment.text
        ),
      )}
    </span>
  );
}

function ImageView({ payload }: { payload: Payload }) {
  const t = useChatT();
  const [open, setOpen] = useState(false);
  const sizes = imageSizes(imageInfosOf(payload.imageInfoArray));
  if (!sizes) return <span>{t('image')}</span>;
  const box = fitBox(sizes.thumb.width, sizes.thumb.height, THUMB);
  return (
    <>
      <button
        type="button"
        className="chat-kind-image"
        style={box}
        aria-label={t('openImage')}
        onClick={() => setOpen(true)}
      >
        <img src={sizes.thumb.url} alt={t('image')} width={box.width} height={box.height} loading="lazy" />
      </button>
      <Popup
        open={open}
        onClose={() => setOpen(false)}
        label={t('openImage')}
        position="center"
        showClose
        className="chat-kind-viewer"
      >
        <img
          className="chat-kind-viewer__image"
          src={sizes.large.url}
          alt={t('image')}
          onClick={() => setOpen(false)}
        />
      </Popup>
    </>
  );
}

function VoiceView({ payload }: { payload: Payload }) {
  const t = useChatT();
  const audio = useRef<HTMLAudioElement>(null);
  const [playing, setPlaying] = useState(false);
  const url = safeMediaUrl(payload.url) ?? safeMediaUrl(payload.remoteAudioUrl);
  const duration = formatDuration(payload.second);
  const toggle = () => {
    const element = audio.current;
    if (!element) return;
    if (element.paused) element.play().catch(() => Toast.fail(t('mediaUnavailable')));
    else element.pause();
  };
  return (
    <span className="chat-kind-voice" style={{ width: voiceWidth(payload.second) }}>
      <button
        type="button"
        className="chat-kind-voice__play"
        aria-label={playing ? t('pauseVoice') : t('playVoice', { duration })}
        aria-pressed={playing}
        disabled={!url}
        onClick={toggle}
      >
        <span aria-hidden="true">{playing ? '❚❚' : '▶'}</span>
      </button>
      <span
        className={playing ? 'chat-kind-voice__wave chat-kind-voice__wave--on' : 'chat-kind-voice__wave'}
        aria-hidden="true"
      />
      <span className="chat-kind-voice__time">{duration}</span>
      {url && (
        <audio
          ref={audio}
          src={url}
          preload="none"
          onPlay={(event) => {
            playAlone(event.currentTarget);
            setPlaying(true);
          }}
          onPause={() => setPlaying(false)}
          onEnded={() => setPlaying(false)}
          onError={() => setPlaying(false)}
        />
      )}
    </span>
  );
}

function VideoView({ payload }: { payload: Payload }) {
  const t = useChatT();
  const [open, setOpen] = useState(false);
  const url = safeMediaUrl(payload.videoUrl) ?? safeMediaUrl(payload.remoteVideoUrl);
  const cover = safeMediaUrl(payload.thumbUrl) ?? safeMediaUrl(payload.snapshotUrl);
  const box = fitBox(Number(payload.thumbWidth), Number(payload.thumbHeight), THUMB);
  const duration = formatDuration(payload.videoSecond);
  if (open && url)
    return (
      <video
        className="chat-kind-video"
        style={box}
        src={url}
        poster={cover ?? undefined}
        controls
        playsInline
        autoPlay
        onPlay={(event) => playAlone(event.currentTarget)}
        onError={() => Toast.fail(t('mediaUnavailable'))}
      />
    );
  return (
    <button
      type="button"
      className="chat-kind-video"
      style={box}
      aria-label={t('playVideo', { duration })}
      disabled={!url}
      onClick={() => setOpen(true)}
    >
      {cover && <img src={cover} alt="" width={box.width} height={box.height} loading="lazy" />}
      <span className="chat-kind-video__play" aria-hidden="true">
        ▶
      </span>
      <span className="chat-kind-video__time">{duration}</span>
    </button>
  );
}

function FileView({ payload }: { payload: Payload }) {
  const t = useChatT();
  const name = text(payload.fileName) || t('file');
  const url = safeMediaUrl(payload.fileUrl);
  return (
    <span className="chat-kind-file">
      <span className="chat-kind-file__icon" aria-hidden="true">
        {fileBadge(name) || 'FILE'}
      </span>
      <span className="chat-kind-file__main">
        <span className="chat-kind-file__name" data-testid="chat-file-name" data-ugc>
          {name}
        </span>
        <span className="chat-kind-file__size">{formatFileSize(payload.fileSize)}</span>
      </span>
      {url ? (
        <a className="chat-kind-file__download" href={url} download={name} target="_blank" rel="noopener noreferrer">
          {t('download')}
        </a>
      ) : (
        <span className="chat-kind-file__size">{t('fileUnavailable')}</span>
      )}
    </span>
  );
}

function LocationView({ payload }: { payload: Payload }) {
  const t = useChatT();
  return (
    <span className="chat-kind-location">
      <span className="chat-kind-location__pin" aria-hidden="true" />
      <span className="chat-kind-location__main">
        <span className="chat-kind-location__desc" data-ugc={payload.description ? true : undefined}>
          {text(payload.description) || t('location')}
        </span>
        <span className="chat-kind-location__coords">{formatCoordinates(payload.latitude, payload.longitude)}</span>
      </span>
    </span>
  );
}

interface MergedItem {
  ID: string;
  from: string;
  nick: string;
  time: number;
  messageBody: MessageContent[];
}

function mergedItemsOf(value: unknown): MergedItem[] {
  if (!Array.isArray(value)) return [];
  return value.map((raw: unknown, index) => {
    const item = (raw ?? {}) as Record<string, unknown>;
    const bodies = Array.isArray(item.messageBody) ? (item.messageBody as unknown[]) : [];
    return {
      ID: text(item.ID) || String(index),
      from: text(item.from),
      nick: text(item.nick),
      time: Number(item.time) || 0,
      messageBody: bodies.flatMap((body: unknown) => {
        const element = (body ?? {}) as Record<string, unknown>;
        const elementPayload = element.payload;
        return typeof element.type === 'string' && elementPayload && typeof elementPayload === 'object'
          ? [{ type: element.type, payload: elementPayload as Payload }]
          : [];
      }),
    };
  });
}

function MergerView({ payload, me, download }: { payload: Payload; me: Me; download?: () => Promise<void> }) {
  const { root } = useServices();
  const timeZone = useTimeZone();
  const t = useChatT();
  const [open, setOpen] = useState(false);
  const [state, setState] = useState<'idle' | 'loading' | 'failed'>('idle');
  const titled = text(payload.title) !== '';
  const title = text(payload.title) || t('mergerTitle');
  const abstracts = (Array.isArray(payload.abstractList) ? payload.abstractList : []).map(text).filter(Boolean);
  const items = mergedItemsOf(payload.messageList);
  const needsDownload = text(payload.downloadKey) !== '' && items.length === 0;

  const fetchItems = async () => {
    if (!download) return setState('failed');
    setState('loading');
    try {
      await download();
      setState('idle');
    } catch {
      setState('failed');
    }
  };
  const show = () => {
    setOpen(true);
    if (needsDownload && state !== 'loading') void fetchItems();
  };

  return (
    <>
      <button type="button" className="chat-kind-merger" onClick={show} aria-haspopup="dialog">
        <span className="chat-kind-merger__title" data-ugc={titled || undefined}>
          {title}
        </span>
        {abstracts.slice(0, 4).map((line, index) => (
          <span key={index} className="chat-kind-merger__line" data-ugc>
            {line}
          </span>
        ))}
        <span className="chat-kind-merger__foot">
          {t('mergerTitle')} · {t('mergerCount', { count: Number(payload.messageNumber) || items.length })}
        </span>
      </button>
      <Popup
        open={open}
        onClose={() => setOpen(false)}
        label={title}
        position="bottom"
        showClose
        className="chat-kind-sheet"
      >
        <h2 className="chat-kind-sheet__title" data-ugc={titled || undefined}>
          {title}
        </h2>
        {state === 'loading' && (
          <p className="chat-kind-sheet__state" role="status">
            <Spinner size={20} /> {t('loading')}
          </p>
        )}
        {state === 'failed' && (
          <p className="chat-kind-sheet__state">
            {t('loadFailed')}{' '}
            {download && (
              <button type="button" className="chat-link" onClick={() => void fetchItems()}>
                {t('retry')}
              </button>
            )}
          </p>
        )}
        {state === 'idle' && items.length === 0 && <p className="chat-kind-sheet__state">{t('mergerEmpty')}</p>}
        <ol className="chat-kind-sheet__list">
          {items.map((item) => (
            <li key={item.ID} className="chat-kind-sheet__item">
              <span className="chat-kind-sheet__who">
                <span data-ugc>{item.nick || item.from}</span> ·{' '}
                {chatTime(item.time, Date.now(), root.language.lang, timeZone)}
              </span>
              {item.messageBody.map((body, index) => (
                <span key={index} className="chat-kind-sheet__body">
                  <MessageBody message={body} me={me} />
                </span>
              ))}
            </li>
          ))}
        </ol>
      </Popup>
    </>
  );
}
