import { Avatar, Cell, Empty, List } from '@live/ui-kit';
import { avatarImages } from '../../app/avatar-images';
import { useServices } from '../../app/services';
import { rowLink } from '../../routes/links';
import { paths } from '../../routes/paths';
import { useMatchTabsT } from './messages';
import { LoadState } from '../data-views/LoadState';
import { type TabProps, useTabData } from './parts';

/** 主播: the anchors streaming this match (getMatchAnchors); a row opens the live room (/live-detail/:anchorid). */
export function AnchorsTab({ sport, matchId }: TabProps) {
  const { brand } = useServices();
  const t = useMatchTabsT();
  const state = useTabData({ sport, matchId }, (race) => race.getMatchAnchors);
  return (
    <LoadState state={state} rows={5}>
      {(data) =>
        data.list.length === 0 ? (
          <Empty description={t('noAnchors')} />
        ) : (
          <List>
            {data.list.map((room) => (
              <Cell
                key={room.id}
                prefix={<Avatar src={room.anchor.avatar} id={room.anchor.id} images={avatarImages(brand)} size={36} />}
                title={room.title}
                description={room.anchor.nick_name}
                link={rowLink(paths.liveDetail({ id: room.anchorid }))}
              />
            ))}
          </List>
        )
      }
    </LoadState>
  );
}
