import type { RecordVideo, ShortVideo } from '@live/api-contract';
import { Amount, Image } from '@live/ui-kit';
import { Link } from 'react-router-dom';
import { paths } from '../../routes/paths';
import { useCardsT } from './messages';
import './cards.css';

/** mm:ss of a duration in seconds, h:mm:ss from an hour (a full replay). */
export function durationText(seconds: number): string {
  const whole = Math.max(0, Math.floor(seconds));
  const two = (n: number) => String(n).padStart(2, '0');
  const [hours, minutes] = [Math.floor(whole / 3600), Math.floor((whole % 3600) / 60)];
  return hours > 0 ? `${hours}:${two(minutes)}:${two(whole % 60)}` : `${two(minutes)}:${two(whole % 60)}`;
}

/** A grid of short or recorded videos (the room cards' layout); each opens its page. */
export function VideoGrid({
  videos,
  label,
  kind,
}: {
  videos: (ShortVideo | RecordVideo)[];
  label: string;
  kind: 'short' | 'record';
}) {
  const t = useCardsT();
  return (
    <ul className="room-grid" aria-label={label}>
      {videos.map((video) => (
        <li key={video.id} className="room-card">
          <Link
            className="room-card__button"
            to={kind === 'short' ? paths.shortVideo({ id: video.id }) : paths.recVideo({ id: video.id })}
          >
            <span className="room-card__cover">
              <Image src={video.cover} alt="" fit="cover" lazy />
              <span className="room-card__hot">{durationText(video.duration)}</span>
            </span>
            <span className="room-card__title">{video.title}</span>
            <span className="room-card__anchor">
              <Amount value={video.views} /> {t('views')}
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
