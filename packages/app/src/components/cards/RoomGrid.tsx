import type { LiveRoom } from '@live/api-contract';
import { Amount, Image } from '@live/ui-kit';
import { observer } from 'mobx-react-lite';
import { Link } from 'react-router-dom';
import { useServices } from '../../app/services';
import { roomBadges } from '../../domain/common-config';
import { paths } from '../../routes/paths';
import { useCardsT } from './messages';
import './cards.css';

/** One live room in a grid: cover, badges (the common config's live_badge), title, anchor and heat; opens the room. */
export const RoomCard = observer(function RoomCard({ room }: { room: LiveRoom }) {
  const t = useCardsT();
  const badges = roomBadges(room, useServices().root.config.common?.live_badge);
  return (
    <li className="room-card">
      <Link className="room-card__button" to={paths.liveDetail({ id: room.anchorid })}>
        <span className="room-card__cover">
          <Image src={room.cover} alt="" fit="cover" lazy />
          {room.status === 1 && <span className="room-card__live">{t('liveNow')}</span>}
          {badges.length > 0 && (
            <span className="room-card__badges">
              {badges.map((badge) => (
                <span key={badge.id} className="room-card__badge">
                  {badge.icon && <img src={badge.icon} alt="" width={12} height={12} />}
                  {badge.name}
                </span>
              ))}
            </span>
          )}
          <span className="room-card__hot">
            <Amount value={room.hot} />
          </span>
        </span>
        <span className="room-card__title">{room.title}</span>
        <span className="room-card__anchor">{room.anchor.nick_name}</span>
      </Link>
    </li>
  );
});

export function RoomGrid({ rooms, label }: { rooms: LiveRoom[]; label: string }) {
  return (
    <ul className="room-grid" aria-label={label}>
      {rooms.map((room) => (
        <RoomCard key={room.id} room={room} />
      ))}
    </ul>
  );
}
