import { Button, FormField, Input, NavBar, Toast } from '@live/ui-kit';
import { type FormEvent, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { useServices } from '../../app/services';
import { useAccountT } from '../../i18n/account-messages';
import { paths } from '../../routes/paths';
import { usePageMeta } from '../../shell/usePageMeta';
import { completeLogin } from './login-flow';
import { ConsentCheck, DocumentLink } from '../../components/consent/ConsentCheck';
import { type PhoneCodeField, PhoneCodeFields } from '../../components/phone-code/PhoneCodeFields';
import {
  type FieldErrors,
  hasErrors,
  normaliseMobile,
  validateConsent,
  validateRegister,
} from '../../domain/account-forms';
import './account.css';

type Field = PhoneCodeField | 'password' | 'agree';

/** Registration, and (mode reset) the forgotten-password screen, which shares it (spec §2). */
export default function RegisterPage({ mode }: { mode: 'register' | 'reset' }) {
  const services = useServices();
  const { api } = services;
  const t = useAccountT();
  const navigate = useNavigate();
  const title = mode === 'register' ? t('register') : t('resetPassword');
  usePageMeta(services.brand, 'default', title);
  const [form, setForm] = useState({ mobile: '', captcha: '', smsCode: '', password: '', nickName: '' });
  const [agreed, setAgreed] = useState(false);
  const [errors, setErrors] = useState<FieldErrors<Field>>({});
  const [busy, setBusy] = useState(false);
  const set = (field: keyof typeof form) => (value: string) => setForm((current) => ({ ...current, [field]: value }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const language = services.root.language.lang;
    const found = { ...validateRegister(form, language), ...(mode === 'register' ? validateConsent(agreed) : {}) };
    setErrors(found);
    if (hasErrors(found)) return;
    setBusy(true);
    const body = {
      mobile: normaliseMobile(form.mobile, language),
      sms_code: form.smsCode.trim(),
      password: form.password,
    };
    try {
      if (mode === 'register') {
        // validateConsent let the submit through only with the box ticked.
        const user = await api.user.regist({ ...body, nick_name: form.nickName.trim() || undefined, agree: 1 });
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
        <PhoneCodeFields
          values={form}
          onChange={(field, value) => set(field)(value)}
          errors={errors}
          onErrors={setErrors}
          send={api.user.sendCode}
        />
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
        {mode === 'register' && (
          <ConsentCheck
            name="agree"
            checked={agreed}
            onChange={(checked) => {
              setAgreed(checked);
              if (checked) setErrors(({ agree: _, ...rest }) => rest);
            }}
            error={error('agree')}
          >
            {t('agreeLead')}
            <DocumentLink to={paths.mobilePrivacy({ type: 1 })}>{t('agreeTerms')}</DocumentLink>
            {t('agreeAnd')}
            <DocumentLink to={paths.privacy()}>{t('agreePrivacy')}</DocumentLink>
          </ConsentCheck>
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
