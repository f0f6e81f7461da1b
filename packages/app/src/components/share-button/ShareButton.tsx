import type { ShareBody } from '@live/api-contract';
import { Button, Toast } from '@live/ui-kit';
import { observer } from 'mobx-react-lite';
import { confirmDialog } from '../../app/confirm-dialog';
import { useServices } from '../../app/services';
import type { Language } from '../../domain/language';
import { shareLink } from '../../domain/share';
import { useShareButtonT } from './messages';
import { useAction } from '../../hooks/use-action';
import { IN_PAGE } from '../../domain/request-presets';

/** Whose invitation a download link carries: a sharer's, read from the address of the page they shared. */
export interface Inviter {
  inviteCode: string | null;
  channel: string | null;
}

/**
 * The download link of spec §9 (the site domain + /download) with an invite_code and channel when present: the
 * sharer's when `sharer` names one (a share page), else the user's own (what the invite entry copies).
 */
export function useInviteLink(sharer?: Inviter): () => string {
  const { root, page } = useServices();
  return () => {
    const domain = root.config.config?.site_domain || window.location.origin;
    if (sharer?.inviteCode || sharer?.channel) return shareLink(domain, sharer);
    const user = root.user.isLoggedIn ? root.user.info : null;
    return shareLink(domain, {
      inviteCode: user?.invite?.invite_code,
      channel: user?.channel ? String(user.channel) : page.channelCode,
    });
  };
}

/** Copies `url` with a toast; where the page may not write the clipboard, shows it to copy by hand. */
export async function copyLink(url: string, copied: string, title: string, lang: Language): Promise<void> {
  try {
    await navigator.clipboard.writeText(url);
    Toast.success(copied);
  } catch {
    await confirmDialog({ title, message: url, cancelText: null, lang });
  }
}

/**
 * Shares what the page shows: the platform makes the share (POST /api/share/create), answering the address of the
 * content's own share page (/share/live/:id, /share/dynamic/:id, ...) with the sharer's invite_code and channel,
 * and counts it for the sharer's share task; the address is copied. `target` is null until the content is known.
 */
export const ShareButton = observer(function ShareButton({ target }: { target: ShareBody | null }) {
  const { api, brand } = useServices();
  const t = useShareButtonT();
  const { busy, run } = useAction();
  const share = async () => {
    if (!target) return;
    await run(async () => {
      const { url } = await api.share.create({ ...target, ...IN_PAGE });
      await copyLink(url, t('copied'), t('share'), brand.language);
    });
  };
  return (
    <Button size="small" variant="text" disabled={!target} loading={busy} onClick={() => void share()}>
      {t('share')}
    </Button>
  );
});
