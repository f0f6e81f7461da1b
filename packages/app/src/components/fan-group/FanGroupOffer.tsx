import type { FanGroupInfo } from '@live/api-contract';
import { Button, formatCompact, Skeleton } from '@live/ui-kit';
import { useEffect, useState } from 'react';
import { useServices } from '../../app/services';
import { useLoad } from '../../hooks/use-load';
import { LinkButton } from '../../routes/links';
import { paths } from '../../routes/paths';
import { useFanGroupT } from './messages';
import './fan-group.css';
import { useAction } from '../../hooks/use-action';
import { QUIET } from '../../domain/request-presets';

/**
 * An anchor's fan group offered on their page (issue #32): its members, and the way in for the user who follows
 * the anchor (the platform adds followers; anyone else is told to follow first). Visitors see the offer without
 * figures: the follow button above asks them to log in.
 */
export function FanGroupOffer({ anchorId, following }: { anchorId: number; following: boolean }) {
  const { api, root, brand } = useServices();
  const t = useFanGroupT();
  const loggedIn = root.user.isLoggedIn;
  const loaded = useLoad(
    async (signal): Promise<FanGroupInfo | null> =>
      loggedIn ? api.chat.fanGroup({ anchorid: anchorId, ...QUIET }, { signal }) : null,
    `fan-group-${anchorId}-${loggedIn}-${following}`,
  );
  const [group, setGroup] = useState<FanGroupInfo | null>(null);
  useEffect(() => setGroup(loaded.data), [loaded.data]);
  const { busy, run } = useAction();
  const join = async () => {
    await run(async () => {
      setGroup(await api.chat.joinFanGroup({ anchorid: anchorId }));
    });
  };
  const shown = group ?? loaded.data;
  let side;
  if (loaded.failed)
    side = (
      <Button size="small" round onClick={loaded.reload}>
        {t('retry')}
      </Button>
    );
  else if (loggedIn && (loaded.loading || !shown)) side = <Skeleton rows={1} className="fan-group__skeleton" />;
  else if (shown?.joined)
    side = (
      <LinkButton size="small" round variant="primary" to={paths.chatGroupAnchor({ id: shown.group_id })}>
        {t('enter')}
      </LinkButton>
    );
  else if (shown?.following)
    side = (
      <Button size="small" round variant="primary" loading={busy} onClick={() => void join()}>
        {t('join')}
      </Button>
    );
  else side = <span className="fan-group__hint">{t('followToJoin')}</span>;
  return (
    <section className="fan-group" aria-label={t('title')} data-testid="fan-group-offer">
      <svg className="fan-group__icon" viewBox="0 0 24 24" aria-hidden="true">
        <path
          d="M8 11a3 3 0 1 0 0-6 3 3 0 0 0 0 6Zm8 0a3 3 0 1 0 0-6 3 3 0 0 0 0 6ZM2 19c0-3 2.7-5 6-5s6 2 6 5M14.5 14.2c.5-.1 1-.2 1.5-.2 3.3 0 6 2 6 5"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.8"
          strokeLinecap="round"
        />
      </svg>
      <span className="fan-group__main">
        <span className="fan-group__title">{t('title')}</span>
        {loaded.failed ? (
          <span className="fan-group__count">{t('loadFailed')}</span>
        ) : (
          shown && (
            <span className="fan-group__count">
              {shown.member_count === 1
                ? t('memberOne')
                : t('members', { n: formatCompact(shown.member_count, brand.language) })}
            </span>
          )
        )}
      </span>
      <span className="fan-group__side">{side}</span>
    </section>
  );
}
