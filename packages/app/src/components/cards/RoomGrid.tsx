import type { LiveRoom } from '@live/api-contract';
import { Amount, Image } from '@live/ui-kit';
import { Link } from 'react-router-dom';
import { paths } from '../../routes/paths';
import { useCardsT } from './messages';
import './cards.css';

/** One live room in a grid: cover, title, anchor and heat; opens the room. */
export function RoomCard({ room }: { room: LiveRoom }) {
  const t = useCardsT();
  return (
    <li className="room-card">
      <Link className="room-card__button" to={paths.liveDetail({ id: room.anchorid })}>
        <span className="room-card__cover">
          <Image src={room.cover} alt="" fit="cover" lazy />
          {room.status === 1 && <span className="room-card__live">{t('liveNow')}</span>}
          <span className="room-card__hot">
            <Amount value={room.hot} />
          </span>
        </span>
        <span className="room-card__title">{room.title}</span>
        <span className="room-card__anchor">{room.anchor.nick_name}</span>
      </Link>
    </li>
  );
}

export function RoomGrid({ rooms, label }: { rooms: LiveRoom[]; label: string }) {
  return (
    <ul className="room-grid" aria-label={label}>
      {rooms.map((room) => (
        <RoomCard key={room.id} room={room} />
      ))}
    </ul>
  );
}
