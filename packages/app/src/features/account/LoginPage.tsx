import { Button, FormField, Input, NavBar } from '@live/ui-kit';
import { type FormEvent, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { useServices } from '../../app/services';
import { CaptchaField, newCaptchaKey } from '../../components/captcha/CaptchaField';
import { type FieldErrors, hasErrors, type LoginField, loginAccount, validateLogin } from '../../domain/account-forms';
import { useAccountT } from '../../i18n/account-messages';
import { paths } from '../../routes/paths';
import { usePageMeta } from '../../shell/usePageMeta';
import { captchaAfterFailure, completeLogin, loginBody } from './login-flow';
import './account.css';

/** /login: account and password, plus the picture code once the platform asks for it (issue #27). */
export default function LoginPage() {
  const services = useServices();
  const t = useAccountT();
  const navigate = useNavigate();
  usePageMeta(services.brand, 'default', t('login'));
  const [form, setForm] = useState({ account: '', password: '', captcha: '' });
  const [captchaKey, setCaptchaKey] = useState<string | null>(null);
  const [errors, setErrors] = useState<FieldErrors<LoginField>>({});
  const [busy, setBusy] = useState(false);
  const set = (field: keyof typeof form) => (value: string) => setForm((current) => ({ ...current, [field]: value }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = validateLogin(form, captchaKey !== null);
    setErrors(found);
    if (hasErrors(found)) return;
    setBusy(true);
    try {
      // A mobile number as typed ("(21) 98765-4321") is sent as the platform stores it (issue #30).
      const account = loginAccount(form.account, services.root.language.lang);
      const user = await services.api.user.login(loginBody({ ...form, account }, captchaKey));
      await completeLogin(services, user);
    } catch (error) {
      // The client toasted the platform's reason (a wrong password, the lockout's minutes, the code it wants).
      const next = captchaAfterFailure(captchaKey, error, newCaptchaKey);
      setCaptchaKey(next);
      if (next !== null) set('captcha')('');
      setBusy(false);
    }
  };

  const error = (field: LoginField) => {
    const key = errors[field];
    return key ? t(key) : undefined;
  };

  return (
    <div className="account-page">
      <NavBar title={t('login')} onBack={() => navigate(paths.root())} />
      <form className="account-page__form" onSubmit={submit} noValidate>
        <FormField label={t('account')} error={error('account')} required>
          <Input
            name="account"
            autoComplete="username"
            inputMode="tel"
            value={form.account}
            onChange={set('account')}
            clearable
          />
        </FormField>
        <FormField label={t('password')} error={error('password')} required>
          <Input
            name="password"
            type="password"
            autoComplete="current-password"
            value={form.password}
            onChange={set('password')}
          />
        </FormField>
        {captchaKey !== null && (
          <CaptchaField
            captchaKey={captchaKey}
            value={form.captcha}
            onChange={set('captcha')}
            onRefresh={() => setCaptchaKey(newCaptchaKey())}
            error={error('captcha')}
            hint={t('captchaHint')}
          />
        )}
        <Button type="submit" variant="primary" block loading={busy}>
          {t('login')}
        </Button>
        <div className="account-page__links">
          <Link to={paths.register()}>{t('noAccount')}</Link>
          <Link to={paths.forgetPassword()}>{t('forgetPassword')}</Link>
        </div>
      </form>
    </div>
  );
}
