import type { Anchor, MatchEvent, Team } from '@live/api-contract';
import { Avatar, Cell, formatCompact, Highlight, Image, List } from '@live/ui-kit';
import { observer } from 'mobx-react-lite';
import { avatarImages } from '../../app/avatar-images';
import { useServices } from '../../app/services';
import { eventCountry } from '../../domain/database';
import { displayName, sportName } from '../../domain/names';
import { rowLink } from '../../routes/links';
import { paths } from '../../routes/paths';
import { useSearchT } from './messages';

/** Teams: a row opens the team's database page. */
export const TeamRows = observer(function TeamRows({ list, keyword }: { list: readonly Team[]; keyword: string }) {
  const { root } = useServices();
  return (
    <List>
      {list.map((team) => (
        <Cell
          key={team.id}
          prefix={<Image src={team.logo} alt="" width={28} height={28} />}
          title={<Highlight text={displayName(team, root.language.lang)} keyword={keyword} />}
          arrow
          link={rowLink(paths.databaseTeam({ sname: sportName(team.sport_id), teamId: team.id }))}
        />
      ))}
    </List>
  );
});

/** Events: a row opens the league's database page. */
export const EventRows = observer(function EventRows({
  list,
  keyword,
}: {
  list: readonly MatchEvent[];
  keyword: string;
}) {
  const { root } = useServices();
  return (
    <List>
      {list.map((event) => (
        <Cell
          key={event.id}
          prefix={<Image src={event.logo} alt="" width={28} height={28} />}
          title={<Highlight text={displayName(event, root.language.lang)} keyword={keyword} />}
          description={eventCountry(event, root.language.lang)}
          arrow
          link={rowLink(paths.databaseLeague({ sname: sportName(event.sport_id), cid: event.id }))}
        />
      ))}
    </List>
  );
});

/** Anchors: a row opens the anchor's room. */
export function AnchorRows({ list, keyword }: { list: readonly Anchor[]; keyword: string }) {
  const { brand } = useServices();
  const t = useSearchT();
  return (
    <List>
      {list.map((anchor) => (
        <Cell
          key={anchor.id}
          prefix={<Avatar src={anchor.avatar} id={anchor.id} images={avatarImages(brand)} size={40} />}
          title={<Highlight text={anchor.nick_name} keyword={keyword} />}
          description={t('fans', { n: formatCompact(anchor.fans_count, brand.language) })}
          value={anchor.is_live === 1 ? <span className="search-live">{t('liveNow')}</span> : null}
          arrow
          link={rowLink(paths.liveDetail({ id: anchor.id }))}
        />
      ))}
    </List>
  );
}
