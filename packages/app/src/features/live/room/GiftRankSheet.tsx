import type { GiftRankEntry as RankRow } from '@live/api-contract';
import { Button, Empty, GiftRank, Skeleton } from '@live/ui-kit';
import { useServices } from '../../../app/services';
import { useLoad } from '../../../hooks/use-load';
import { useLiveT } from '../messages';
import { QUIET } from '../../../domain/request-presets';

/**
 * The room's gift ranking (issue #33), loaded when opened (lazy): the platform sums the room's paid gifts
 * (getLiveGiftRank); `version` changes when a gift arrives in the room, which reads it again.
 */
export default function GiftRankSheet({ liveId, version }: { liveId: number; version: string }) {
  const { api } = useServices();
  const t = useLiveT();
  const rank = useLoad<RankRow[]>(
    (signal) => api.gift.getLiveGiftRank({ liveid: liveId, ...QUIET }, { signal }).then((d) => d.list),
    `${liveId}:${version}`,
  );
  const rows = rank.data ?? [];
  if (rank.loading && !rank.data) return <Skeleton rows={4} />;
  if (rank.failed && !rank.data)
    return (
      <Empty description={t('noData')}>
        <Button round onClick={rank.reload}>
          {t('retry')}
        </Button>
      </Empty>
    );
  if (rows.length === 0) return <Empty description={t('giftRankEmpty')} />;
  return (
    <GiftRank
      label={t('giftRank')}
      unit={t('gold')}
      entries={rows.map((row) => ({ rank: row.rank, id: row.uid, name: row.nick_name, gold: row.gold }))}
    />
  );
}
