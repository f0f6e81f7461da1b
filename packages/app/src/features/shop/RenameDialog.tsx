import type { BagItem } from '@live/api-contract';
import { Button, FormField, Input, Popup, Toast } from '@live/ui-kit';
import { useState } from 'react';
import { useServices } from '../../app/services';
import { nickError } from '../../domain/user-centre';
import { useRequestKey } from '../../hooks/use-request-key';
import { useShopT } from './messages';
import { useAction } from '../../hooks/use-action';

/**
 * The rename card's nickname edit (issue #32): the server renames and uses the card in one step, so a refused name
 * (taken, reserved) keeps the card and the dialog keeps what was typed.
 */
export function RenameDialog({ item, onClose, onUsed }: { item: BagItem; onClose: () => void; onUsed: () => void }) {
  const { api, root } = useServices();
  const t = useShopT();
  const request = useRequestKey();
  const [nick, setNick] = useState(root.user.info?.nick_name ?? '');
  const [error, setError] = useState<'nickEmpty' | 'nickLong' | null>(null);
  const { busy: sending, run } = useAction();
  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    const problem = nickError(nick);
    setError(problem);
    if (problem) return;
    await run(async () => {
      await api.shop.useBagItem({ id: item.id, nick_name: nick.trim(), request_id: request.key() });
      request.settled();
      root.user.update({ nick_name: nick.trim() });
      Toast.success(t('renamed', { nick: nick.trim() }));
      onUsed();
    });
  };
  return (
    <Popup open onClose={onClose} label={t('rename')} showClose>
      <form className="shop__sheet" onSubmit={(event) => void submit(event)} noValidate>
        <h2 className="account-card__title">{t('rename')}</h2>
        <p className="account-hint">{t('renameHint')}</p>
        <FormField label={t('newNick')} error={error ? t(error) : undefined} required>
          <Input name="nick" maxLength={20} value={nick} onChange={setNick} clearable />
        </FormField>
        <Button type="submit" variant="primary" block round loading={sending}>
          {t('confirm')}
        </Button>
      </form>
    </Popup>
  );
}
