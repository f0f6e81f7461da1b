import type { UserBasicInfo } from '@live/api-contract';
import { Avatar, Button, formatCompact, GradeBadge } from '@live/ui-kit';
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { useParams } from 'react-router-dom';
import { avatarImages } from '../../app/avatar-images';
import { LoginNeeded } from '../../components/account-page/AccountPage';
import { useRequireLogin } from '../../app/require-login';
import { useServices } from '../../app/services';
import { presenceLabel, presenceOf } from '../../domain/labels';
import { shopCardOn } from '../../domain/user';
import { useLoad } from '../../hooks/use-load';
import { LinkButton } from '../../routes/links';
import { paths } from '../../routes/paths';
import { LoadState } from '../../components/data-views/LoadState';
import { FanGroupOffer } from '../../components/fan-group/FanGroupOffer';
import { useUserT } from './messages';
import { BroadcastList } from './records';
import { SubPage } from './SubPage';
import { UserTags } from '../../components/user-tags/UserTags';
import { useAction } from '../../hooks/use-action';
import { IN_PAGE } from '../../domain/request-presets';
import './user-center.css';

function FollowButton({ anchor, onChange }: { anchor: UserBasicInfo; onChange: (next: UserBasicInfo) => void }) {
  const { api } = useServices();
  const t = useUserT();
  const requireLogin = useRequireLogin();
  const { busy, run } = useAction();
  const toggle = async () => {
    if (!requireLogin()) return;
    await run(async () => {
      const result = await api.user.attentUser({ userid: anchor.id, type: anchor.attented ? 0 : 1 });
      onChange({ ...anchor, attented: result.attented, fans_count: result.fans_count });
    });
  };
  return (
    <Button
      size="small"
      round
      variant={anchor.attented ? 'default' : 'primary'}
      loading={busy}
      aria-pressed={anchor.attented === 1}
      onClick={() => void toggle()}
    >
      {anchor.attented ? t('followed') : t('follow')}
    </Button>
  );
}

/** An anchor's card (avatar, nick, level, signature, fans), follow, the room, and their broadcasts. */
function AnchorProfile({ id, own }: { id: number; own: boolean }) {
  const { api, brand } = useServices();
  const t = useUserT();
  const loaded = useLoad((signal) => api.user.getUserBasicInfo({ id, ...IN_PAGE }, { signal }), `anchor-${id}`);
  const [anchor, setAnchor] = useState<UserBasicInfo | null>(null);
  useEffect(() => setAnchor(loaded.data), [loaded.data]);
  return (
    <LoadState
      state={{ ...loaded, data: anchor ?? loaded.data }}
      isEmpty={(data) => data.is_anchor !== 1}
      emptyText={own ? t('notAnchor') : t('anchorNotFound')}
      emptyAction={
        own && (
          <LinkButton variant="primary" round to={paths.userApply({ type: 1 })}>
            {t('applyAnchor')}
          </LinkButton>
        )
      }
    >
      {(data) => (
        <>
          <section className="user-anchor" aria-label={data.nick_name}>
            <Avatar
              src={data.avatar}
              id={data.id}
              images={avatarImages(brand)}
              size={64}
              frame={shopCardOn(data.avatar_frame_until, Date.now())}
            />
            <div className="user-anchor__who">
              <h2 className="user-anchor__name">{data.nick_name}</h2>
              <div className="user-center__badges">
                <GradeBadge level={data.user_level} lang={brand.language} />
                <span className={presenceOf(data) === 'live' ? 'user-tag user-tag--live' : 'user-tag'}>
                  {presenceLabel(presenceOf(data), brand.language)}
                </span>
                <UserTags ids={data.tags} />
              </div>
              <p className="user-anchor__signature">{data.signature || t('noSignature')}</p>
            </div>
          </section>
          <div className="user-anchor__bar">
            <span>
              <strong>{formatCompact(data.fans_count, brand.language)}</strong> {t('fans')}
            </span>
            <span>
              <strong>{data.attent_count}</strong> {t('following')}
            </span>
            {!own && <FollowButton anchor={data} onChange={setAnchor} />}
            {data.is_live === 1 && (
              <LinkButton size="small" round variant="primary" to={paths.liveDetail({ id: data.id })}>
                {t('enterRoom')}
              </LinkButton>
            )}
          </div>
          {!own && <FanGroupOffer anchorId={data.id} following={data.attented === 1} />}
          <h2 className="user-sub__heading user-sub__heading--padded">{t('liveRecordTitle')}</h2>
          <BroadcastList anchorId={own ? null : data.id} />
        </>
      )}
    </LoadState>
  );
}

/** /user-center/anchor/:uid?: an anchor's page; without uid, the logged-in user's own. */
const AnchorPage = observer(function AnchorPage() {
  const { root } = useServices();
  const t = useUserT();
  const param = Number(useParams().uid);
  const uid = Number.isSafeInteger(param) && param > 0 ? param : null;
  const own = uid === null || uid === root.user.uid;
  const id = uid ?? root.user.uid;
  return (
    <SubPage title={t('anchorPage')} guest>
      {id > 0 ? <AnchorProfile key={id} id={id} own={own} /> : <LoginNeeded />}
    </SubPage>
  );
});

export default AnchorPage;
