import type { CodeSent, SendCodeBody } from '@live/api-contract';
import { Button, FormField, Input, Toast } from '@live/ui-kit';
import { useEffect, useState } from 'react';
import { useServices } from '../../app/services';
import { CaptchaField, newCaptchaKey } from '../captcha/CaptchaField';
import { type FieldErrors, hasErrors, normaliseMobile, validateCodeRequest } from '../../domain/account-forms';
import { useAccountT } from '../../i18n/account-messages';
import './phone-code.css';

export type PhoneCodeField = 'mobile' | 'captcha' | 'smsCode';

export interface PhoneCodeValues {
  mobile: string;
  captcha: string;
  smsCode: string;
}

export interface PhoneCodeFieldsProps {
  values: PhoneCodeValues;
  onChange: (field: PhoneCodeField, value: string) => void;
  /** Errors of these fields found by the page or by asking for a code. */
  errors: FieldErrors<PhoneCodeField>;
  onErrors: (errors: FieldErrors<PhoneCodeField>) => void;
  /**
   * Asks the platform for the SMS code with the picture code: /webapi/user/sendCode for a visitor (register,
   * reset), /api/user/sendVerifyCode for a logged-in user (bind-phone).
   */
  send: (body: SendCodeBody) => Promise<CodeSent>;
}

/**
 * A mobile number, the picture code and the SMS code it unlocks (register, reset and bind-phone screens): the
 * picture code is checked by the platform with the request, a used or wrong one is replaced, and a new SMS code
 * can be asked only after the wait the platform answers.
 */
export function PhoneCodeFields({ values, onChange, errors, onErrors, send }: PhoneCodeFieldsProps) {
  const t = useAccountT();
  // The market's numbers as people type them (issue #30): Brazilian ones on pt-BR, mainland ones on zh-CN.
  const language = useServices().root.language.lang;
  const [captchaKey, setCaptchaKey] = useState(newCaptchaKey);
  const [resendIn, setResendIn] = useState(0);

  useEffect(() => {
    if (resendIn <= 0) return;
    const timer = setTimeout(() => setResendIn(resendIn - 1), 1000);
    return () => clearTimeout(timer);
  }, [resendIn]);

  const sendCode = async () => {
    const found = validateCodeRequest(values, language);
    onErrors(found);
    if (hasErrors(found)) return;
    try {
      const sent = await send({
        mobile: normaliseMobile(values.mobile, language),
        captcha: values.captcha.trim(),
        code: captchaKey,
      });
      Toast.success(t('codeSent'));
      setResendIn(sent.resend_after);
    } catch {
      // The client toasted the reason; a used or wrong picture code is replaced by a fresh one.
      setCaptchaKey(newCaptchaKey());
      onChange('captcha', '');
    }
  };

  const error = (field: PhoneCodeField) => {
    const key = errors[field];
    return key ? t(key) : undefined;
  };

  return (
    <>
      <FormField label={t('mobile')} error={error('mobile')} required>
        <Input
          name="mobile"
          type="tel"
          autoComplete="tel"
          placeholder={t('mobileExample')}
          value={values.mobile}
          onChange={(value) => onChange('mobile', value)}
          clearable
        />
      </FormField>
      <CaptchaField
        captchaKey={captchaKey}
        value={values.captcha}
        onChange={(value) => onChange('captcha', value)}
        onRefresh={() => setCaptchaKey(newCaptchaKey())}
        error={error('captcha')}
      />
      <FormField label={t('smsCode')} error={error('smsCode')} required>
        <div className="phone-code__row">
          <Input
            name="smsCode"
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
            value={values.smsCode}
            onChange={(value) => onChange('smsCode', value)}
          />
          <Button size="small" disabled={resendIn > 0} onClick={sendCode}>
            {resendIn > 0 ? t('resendIn', { n: resendIn }) : t('sendCode')}
          </Button>
        </div>
      </FormField>
    </>
  );
}
