import type { Anchor } from '@live/api-contract';
import { Avatar, Cell, Empty, formatCompact, List, Skeleton } from '@live/ui-kit';
import { avatarImages } from '../../app/avatar-images';
import { useServices } from '../../app/services';
import { useLoad } from '../../hooks/use-load';
import { rowLink } from '../../routes/links';
import { paths } from '../../routes/paths';
import { useAnchorsT } from './messages';
import { IN_PAGE } from '../../domain/request-presets';
import './anchors.css';

/** The rows a phone's first screen shows (~70 px each): their avatars are /headline's largest paint (issue #31). */
const FIRST_SCREEN_ROWS = 10;

/** Recommended anchors of a sport (getRecAnchors); a row opens the anchor's room. */
export function AnchorList({ sport }: { sport: string }) {
  const { brand, api } = useServices();
  const t = useAnchorsT();
  const anchors = useLoad<Anchor[]>(
    (signal) =>
      api.home.getRecAnchors({ sport_id: Number(sport) as 0 | 1 | 2, ...IN_PAGE }, { signal }).then((d) => d.list),
    sport,
  );
  return (
    <Skeleton loading={anchors.loading} rows={6} avatar>
      {anchors.data?.length === 0 && <Empty description={t('noData')} />}
      <List>
        {anchors.data?.map((anchor, index) => (
          <Cell
            key={anchor.id}
            prefix={
              <Avatar
                src={anchor.avatar}
                id={anchor.id}
                images={avatarImages(brand)}
                size={40}
                priority={index < FIRST_SCREEN_ROWS}
              />
            }
            title={anchor.nick_name}
            description={`${t('fans')} ${formatCompact(anchor.fans_count, brand.language)}`}
            value={anchor.is_live === 1 ? <span className="anchor-list__live">{t('liveNow')}</span> : null}
            arrow
            link={rowLink(paths.liveDetail({ id: anchor.id }))}
          />
        ))}
      </List>
    </Skeleton>
  );
}
