import { Button, Toast } from '@live/ui-kit';
import { observer } from 'mobx-react-lite';
import { type FormEvent, useState } from 'react';
import { useServices } from '../../app/services';
import { type PhoneCodeField, PhoneCodeFields } from '../../components/phone-code/PhoneCodeFields';
import { type FieldErrors, hasErrors, normaliseMobile, SMS_CODE, validateMobile } from '../../domain/account-forms';
import { useUserT } from './messages';
import { SubPage } from './SubPage';

function BindForm() {
  const { api, root } = useServices();
  const t = useUserT();
  const [form, setForm] = useState({ mobile: '', captcha: '', smsCode: '' });
  const [errors, setErrors] = useState<FieldErrors<PhoneCodeField>>({});
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found: FieldErrors<PhoneCodeField> = {};
    const mobile = validateMobile(form.mobile);
    if (mobile) found.mobile = mobile;
    if (!SMS_CODE.test(form.smsCode.trim())) found.smsCode = 'needSmsCode';
    setErrors(found);
    if (hasErrors(found)) return;
    setBusy(true);
    try {
      const saved = await api.user.bindPhone({ mobile: normaliseMobile(form.mobile), sms_code: form.smsCode.trim() });
      root.user.setUser({ ...saved, token: root.user.token });
      setForm({ mobile: '', captcha: '', smsCode: '' });
      Toast.success(t('phoneBound'));
    } catch {
      // The client showed why (code wrong or expired, number taken); the form stays.
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className="user-sub__form" onSubmit={submit} noValidate aria-label={t('bindNew')}>
      <PhoneCodeFields
        values={form}
        onChange={(field, value) => setForm((current) => ({ ...current, [field]: value }))}
        errors={errors}
        onErrors={setErrors}
      />
      <Button type="submit" variant="primary" block loading={busy}>
        {t('bindPhone')}
      </Button>
    </form>
  );
}

/** /user-center/bind-phone: binds a number with the picture code and the SMS code it unlocks. */
const BindPhonePage = observer(function BindPhonePage() {
  const { root } = useServices();
  const t = useUserT();
  const mobile = root.user.info?.mobile;
  return (
    <SubPage title={t('bindPhone')}>
      <p className="user-sub__note">{mobile ? t('currentPhone', { mobile }) : t('notBound')}</p>
      <BindForm />
    </SubPage>
  );
});

export default BindPhonePage;
