import { FormField, Input } from '@live/ui-kit';
import { useServices } from '../../app/services';
import { useAccountT } from '../../i18n/account-messages';
import './captcha.css';

/** A fresh key for /api/user/smsCaptcha?code=: the platform draws a new picture per key and spends it once used. */
export function newCaptchaKey(): string {
  return `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}`;
}

export interface CaptchaFieldProps {
  captchaKey: string;
  value: string;
  onChange: (value: string) => void;
  /** A tap on the picture asks for a new one. */
  onRefresh: () => void;
  error?: string;
  hint?: string;
}

/** The picture code and its answer (login after wrong passwords, and every SMS code request). */
export function CaptchaField({ captchaKey, value, onChange, onRefresh, error, hint }: CaptchaFieldProps) {
  const { api } = useServices();
  const t = useAccountT();
  return (
    <FormField label={t('captcha')} error={error} hint={hint} required>
      <div className="captcha-field">
        <Input name="captcha" autoComplete="off" autoCapitalize="off" maxLength={6} value={value} onChange={onChange} />
        <button type="button" className="captcha-field__image" onClick={onRefresh}>
          <img src={api.user.captchaImageUrl(captchaKey)} alt={t('captchaImage')} width={120} height={42} />
        </button>
      </div>
    </FormField>
  );
}
