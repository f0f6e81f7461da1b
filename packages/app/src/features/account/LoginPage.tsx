import { Button, FormField, Input, NavBar } from '@live/ui-kit';
import { type FormEvent, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { useServices } from '../../app/services';
import { useAccountT } from '../../i18n/account-messages';
import { paths } from '../../routes/paths';
import { usePageMeta } from '../../shell/usePageMeta';
import { completeLogin } from './login-flow';
import { hasErrors, validateLogin } from '../../domain/account-forms';
import './account.css';

export default function LoginPage() {
  const services = useServices();
  const t = useAccountT();
  const navigate = useNavigate();
  usePageMeta(services.brand, 'default', t('login'));
  const [form, setForm] = useState({ account: '', password: '' });
  const [errors, setErrors] = useState<ReturnType<typeof validateLogin>>({});
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = validateLogin(form);
    setErrors(found);
    if (hasErrors(found)) return;
    setBusy(true);
    try {
      const user = await services.api.user.login({ account: form.account.trim(), password: form.password });
      await completeLogin(services, user);
    } catch {
      setBusy(false);
    }
  };

  return (
    <div className="account-page">
      <NavBar title={t('login')} onBack={() => navigate(paths.root())} />
      <form className="account-page__form" onSubmit={submit} noValidate>
        <FormField label={t('account')} error={errors.account && t(errors.account)} required>
          <Input
            name="account"
            autoComplete="username"
            inputMode="tel"
            value={form.account}
            onChange={(account) => setForm({ ...form, account })}
            clearable
          />
        </FormField>
        <FormField label={t('password')} error={errors.password && t(errors.password)} required>
          <Input
            name="password"
            type="password"
            autoComplete="current-password"
            value={form.password}
            onChange={(password) => setForm({ ...form, password })}
          />
        </FormField>
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
