import { Button, FormField, Input, NavBar, Toast } from '@live/ui-kit';
import { type FormEvent, useEffect, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { useServices } from '../../app/services';
import { useT } from '../../i18n/messages';
import { paths } from '../../routes/paths';
import { usePageMeta } from '../../shell/usePageMeta';
import { completeLogin } from './login-flow';
import { type FieldErrors, hasErrors, normaliseMobile, validateCodeRequest, validateRegister } from './validation';
import './account.css';

type Field = 'mobile' | 'captcha' | 'smsCode' | 'password';

function newCaptchaKey(): string {
  return `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}`;
}

/** Registration, and (mode reset) the forgotten-password screen, which shares it (spec §2). */
export default function RegisterPage({ mode }: { mode: 'register' | 'reset' }) {
  const services = useServices();
  const { api } = services;
  const t = useT();
  const navigate = useNavigate();
  const title = mode === 'register' ? t('register') : t('resetPassword');
  usePageMeta(services.brand, 'default', title);
  const [form, setForm] = useState({ mobile: '', captcha: '', smsCode: '', password: '', nickName: '' });
  const [errors, setErrors] = useState<FieldErrors<Field>>({});
  const [captchaKey, setCaptchaKey] = useState(newCaptchaKey);
  const [resendIn, setResendIn] = useState(0);
  const [busy, setBusy] = useState(false);
  const set = (field: keyof typeof form) => (value: string) => setForm({ ...form, [field]: value });

  useEffect(() => {
    if (resendIn <= 0) return;
    const timer = setTimeout(() => setResendIn(resendIn - 1), 1000);
    return () => clearTimeout(timer);
  }, [resendIn]);

  const sendCode = async () => {
    const found = validateCodeRequest(form);
    setErrors(found);
    if (hasErrors(found)) return;
    try {
      const sent = await api.user.sendCode({
        mobile: normaliseMobile(form.mobile),
        captcha: form.captcha.trim(),
        code: captchaKey,
      });
      Toast.success(t('codeSent'));
      setResendIn(sent.resend_after);
    } catch {
      // The client toasted the reason; a used or wrong picture code is replaced by a fresh one.
      setCaptchaKey(newCaptchaKey());
      setForm((current) => ({ ...current, captcha: '' }));
    }
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = validateRegister(form);
    setErrors(found);
    if (hasErrors(found)) return;
    setBusy(true);
    const body = { mobile: normaliseMobile(form.mobile), sms_code: form.smsCode.trim(), password: form.password };
    try {
      if (mode === 'register') {
        const user = await api.user.regist({ ...body, nick_name: form.nickName.trim() || undefined });
        Toast.success(t('registerSuccess'));
        await completeLogin(services, user);
      } else {
        await api.user.resetPwd(body);
        Toast.success(t('resetSuccess'));
        navigate(paths.login(), { replace: true });
      }
    } catch {
      setBusy(false);
    }
  };

  const error = (field: Field) => {
    const key = errors[field];
    return key ? t(key) : undefined;
  };

  return (
    <div className="account-page">
      <NavBar title={title} onBack={() => navigate(paths.login())} />
      <form className="account-page__form" onSubmit={submit} noValidate>
        <FormField label={t('mobile')} error={error('mobile')} required>
          <Input name="mobile" type="tel" autoComplete="tel" value={form.mobile} onChange={set('mobile')} clearable />
        </FormField>
        <FormField label={t('captcha')} error={error('captcha')} required>
          <div className="account-page__row">
            <Input name="captcha" inputMode="numeric" maxLength={6} value={form.captcha} onChange={set('captcha')} />
            <button type="button" className="account-page__captcha" onClick={() => setCaptchaKey(newCaptchaKey())}>
              <img src={api.user.captchaImageUrl(captchaKey)} alt={t('captchaImage')} width={96} height={36} />
            </button>
          </div>
        </FormField>
        <FormField label={t('smsCode')} error={error('smsCode')} required>
          <div className="account-page__row">
            <Input
              name="smsCode"
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={6}
              value={form.smsCode}
              onChange={set('smsCode')}
            />
            <Button size="small" disabled={resendIn > 0} onClick={sendCode}>
              {resendIn > 0 ? t('resendIn', { n: resendIn }) : t('sendCode')}
            </Button>
          </div>
        </FormField>
        <FormField label={mode === 'register' ? t('password') : t('newPassword')} error={error('password')} required>
          <Input
            name="password"
            type="password"
            autoComplete="new-password"
            value={form.password}
            onChange={set('password')}
          />
        </FormField>
        {mode === 'register' && (
          <FormField label={t('nickname')}>
            <Input name="nickName" maxLength={20} value={form.nickName} onChange={set('nickName')} />
          </FormField>
        )}
        <Button type="submit" variant="primary" block loading={busy}>
          {title}
        </Button>
        <div className="account-page__links">
          <Link to={paths.login()}>{t('haveAccount')}</Link>
        </div>
      </form>
    </div>
  );
}
