import type { Address } from '@live/api-contract';
import { Button, FormField, Input, Popup, Switch, Toast } from '@live/ui-kit';
import { useState } from 'react';
import { confirmDialog } from '../../app/confirm-dialog';
import { useServices } from '../../app/services';
import { AccountPage } from '../../components/account-page/AccountPage';
import { LoadState } from '../../components/data-views/LoadState';
import { useLoad } from '../../hooks/use-load';
import { useShopT } from './messages';
import './shop.css';
import { useAction } from '../../hooks/use-action';
import { IN_PAGE } from '../../domain/request-presets';

type Draft = Omit<Address, 'id' | 'is_default'> & { id?: number; is_default: boolean };
const FIELDS = ['name', 'mobile', 'region', 'detail'] as const;
const EMPTY: Draft = { name: '', mobile: '', region: '', detail: '', is_default: false };
const LIMITS = { name: 20, mobile: 20, region: 60, detail: 120 } as const;

/** /user-center/my-address: delivery addresses to add, edit, delete and make the default. */
export default function AddressPage() {
  const t = useShopT();
  return (
    <AccountPage title={t('myAddress')}>
      <Addresses />
    </AccountPage>
  );
}

function Addresses() {
  const { api, brand } = useServices();
  const t = useShopT();
  const [version, setVersion] = useState(0);
  const [draft, setDraft] = useState<Draft | null>(null);
  const list = useLoad<Address[]>(
    (signal) => api.shop.getAddressList(IN_PAGE, { signal }).then((answer) => answer.list),
    `addresses-${version}`,
  );
  const reload = () => setVersion((n) => n + 1);

  const remove = async (address: Address) => {
    const confirmed = await confirmDialog({
      title: t('deleteTitle'),
      message: `${address.name} ${address.region} ${address.detail}`,
      confirmText: t('delete'),
      cancelText: t('cancel'),
      lang: brand.language,
    });
    if (!confirmed) return;
    try {
      await api.shop.deleteAddress({ id: address.id });
      Toast.success(t('deleted'));
      reload();
    } catch {
      // The client showed why.
    }
  };

  const makeDefault = async (address: Address) => {
    try {
      await api.shop.saveAddress({ ...address, is_default: 1 });
      reload();
    } catch {
      // The client showed why.
    }
  };

  return (
    <>
      <LoadState state={list} isEmpty={(rows) => rows.length === 0} emptyText={t('noAddresses')}>
        {(rows) => (
          <ul className="shop__list">
            {rows.map((address) => (
              <li key={address.id} className="account-card shop__address-card" data-testid="address">
                <div className="shop__record-head">
                  <strong data-ugc>
                    {address.name} {address.mobile}
                  </strong>
                  {address.is_default === 1 && (
                    <span className="account-status account-status--good">{t('default')}</span>
                  )}
                </div>
                <p className="account-hint" data-ugc>
                  {address.region} {address.detail}
                </p>
                <div className="account-actions">
                  {address.is_default !== 1 && (
                    <Button size="small" round onClick={() => void makeDefault(address)}>
                      {t('setDefault')}
                    </Button>
                  )}
                  <Button
                    size="small"
                    round
                    onClick={() => setDraft({ ...address, is_default: address.is_default === 1 })}
                  >
                    {t('edit')}
                  </Button>
                  <Button size="small" round variant="danger" onClick={() => void remove(address)}>
                    {t('delete')}
                  </Button>
                </div>
              </li>
            ))}
          </ul>
        )}
      </LoadState>
      <div className="shop__add">
        <Button variant="primary" block round onClick={() => setDraft({ ...EMPTY })}>
          {t('addAddress')}
        </Button>
      </div>
      {draft && (
        <AddressForm
          draft={draft}
          onClose={() => setDraft(null)}
          onSaved={() => {
            setDraft(null);
            reload();
          }}
        />
      )}
    </>
  );
}

function AddressForm({ draft, onClose, onSaved }: { draft: Draft; onClose: () => void; onSaved: () => void }) {
  const { api } = useServices();
  const t = useShopT();
  const [form, setForm] = useState(draft);
  const [shown, setShown] = useState(false);
  const { busy: saving, run } = useAction();
  const problem = (field: (typeof FIELDS)[number]) => {
    if (!shown) return undefined;
    if (!form[field].trim()) return t('required', { field: t(field) });
    if (field === 'mobile' && !/^\+?[0-9][0-9 -]{4,19}$/.test(form.mobile.trim())) return t('badMobile');
    return undefined;
  };
  const invalid = FIELDS.some((field) => !form[field].trim()) || !/^\+?[0-9][0-9 -]{4,19}$/.test(form.mobile.trim());

  const save = async () => {
    setShown(true);
    if (invalid) return;
    await run(async () => {
      await api.shop.saveAddress({
        ...(form.id ? { id: form.id } : {}),
        name: form.name.trim(),
        mobile: form.mobile.trim(),
        region: form.region.trim(),
        detail: form.detail.trim(),
        is_default: form.is_default ? 1 : 0,
      });
      Toast.success(t('saved'));
      onSaved();
    });
  };

  return (
    <Popup open onClose={onClose} label={form.id ? t('editAddress') : t('addAddress')} showClose>
      <form
        className="shop__sheet"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void save();
        }}
      >
        <h2 className="account-card__title">{form.id ? t('editAddress') : t('addAddress')}</h2>
        {FIELDS.map((field) => (
          <FormField key={field} className="shop__field" label={t(field)} error={problem(field)} required>
            <Input
              value={form[field]}
              onChange={(value) => setForm((previous) => ({ ...previous, [field]: value }))}
              maxLength={LIMITS[field]}
              inputMode={field === 'mobile' ? 'tel' : undefined}
            />
          </FormField>
        ))}
        <div className="shop__default">
          <span>{t('asDefault')}</span>
          <Switch
            label={t('asDefault')}
            checked={form.is_default}
            onChange={(value) => setForm((previous) => ({ ...previous, is_default: value }))}
          />
        </div>
        <Button type="submit" variant="primary" block round loading={saving}>
          {t('save')}
        </Button>
      </form>
    </Popup>
  );
}
