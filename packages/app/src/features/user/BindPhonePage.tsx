import { Button, FormField, Input, Toast } from '@live/ui-kit';
import { observer } from 'mobx-react-lite';
import { type FormEvent, useState } from 'react';
import { useServices } from '../../app/services';
import { PhoneCodeFields } from '../../components/phone-code/PhoneCodeFields';
import {
  type BindPhoneField,
  bindPhoneBody,
  type FieldErrors,
  hasErrors,
  validateBindPhone,
} from '../../domain/account-forms';
import { useAccountT } from '../../i18n/account-messages';
import { useUserT } from './messages';
import { SubPage } from './SubPage';
import { useAction } from '../../hooks/use-action';

const EMPTY = { mobile: '', captcha: '', smsCode: '', password: '' };

/** Replacing a number (`rebinding`) asks for the account password as well. */
function BindForm({ rebinding }: { rebinding: boolean }) {
  const { api, root } = useServices();
  const t = useUserT();
  const accountT = useAccountT();
  const [form, setForm] = useState(EMPTY);
  const [errors, setErrors] = useState<FieldErrors<BindPhoneField>>({});
  const { busy, run } = useAction();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = validateBindPhone(form, rebinding, root.language.lang);
    setErrors(found);
    if (hasErrors(found)) return;
    await run(async () => {
      const saved = await api.user.bindPhone(bindPhoneBody(form, rebinding, root.language.lang));
      root.user.setUser({ ...saved, token: root.user.token });
      setForm(EMPTY);
      Toast.success(t('phoneBound'));
    });
  };

  const passwordError = errors.password && accountT(errors.password);
  return (
    <form className="user-sub__form" onSubmit={submit} noValidate aria-label={t('bindNew')}>
      {rebinding && (
        <FormField label={t('accountPassword')} hint={t('rebindHint')} error={passwordError} required>
          <Input
            name="password"
            type="password"
            autoComplete="current-password"
            value={form.password}
            onChange={(password) => setForm((current) => ({ ...current, password }))}
          />
        </FormField>
      )}
      <PhoneCodeFields
        values={form}
        onChange={(field, value) => setForm((current) => ({ ...current, [field]: value }))}
        errors={errors}
        onErrors={setErrors}
        send={api.user.sendVerifyCode}
      />
      <Button type="submit" variant="primary" block loading={busy}>
        {t('bindPhone')}
      </Button>
    </form>
  );
}

/**
 * /user-center/bind-phone: binds a number with the picture code and the SMS code it unlocks; replacing the
 * account's number needs its password too.
 */
const BindPhonePage = observer(function BindPhonePage() {
  const { root } = useServices();
  const t = useUserT();
  const mobile = root.user.info?.mobile;
  return (
    <SubPage title={t('bindPhone')}>
      <p className="user-sub__note">{mobile ? t('currentPhone', { mobile }) : t('notBound')}</p>
      <BindForm key={mobile ? 'rebind' : 'bind'} rebinding={Boolean(mobile)} />
    </SubPage>
  );
});

export default BindPhonePage;
