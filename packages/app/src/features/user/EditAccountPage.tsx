import { Button, Cell, FormField, Input, List, Toast } from '@live/ui-kit';
import { observer } from 'mobx-react-lite';
import { type FormEvent, useState } from 'react';
import { useServices } from '../../app/services';
import { hasErrors } from '../../domain/account-forms';
import { validatePasswordChange } from '../../domain/user-centre';
import { rowLink } from '../../routes/links';
import { paths } from '../../routes/paths';
import { useUserT } from './messages';
import { SubPage } from './SubPage';
import { useAction } from '../../hooks/use-action';

type Field = 'old' | 'next' | 'confirm';

function PasswordForm() {
  const { api } = useServices();
  const t = useUserT();
  const empty = { old: '', next: '', confirm: '' };
  const [form, setForm] = useState(empty);
  const [errors, setErrors] = useState<ReturnType<typeof validatePasswordChange>>({});
  const { busy, run } = useAction();
  const set = (field: Field) => (value: string) => setForm((current) => ({ ...current, [field]: value }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = validatePasswordChange(form);
    setErrors(found);
    if (hasErrors(found)) return;
    await run(async () => {
      await api.user.changePwd({ old_password: form.old, password: form.next });
      setForm(empty);
      Toast.success(t('passwordChanged'));
    });
  };

  const error = (field: Field) => {
    const key = errors[field];
    return key ? t(key) : undefined;
  };
  const field = (name: Field, label: 'oldPassword' | 'newPassword' | 'confirmPassword') => (
    <FormField label={t(label)} error={error(name)} required>
      <Input
        name={name}
        type="password"
        autoComplete={name === 'old' ? 'current-password' : 'new-password'}
        value={form[name]}
        onChange={set(name)}
      />
    </FormField>
  );

  return (
    <form className="user-sub__form" onSubmit={submit} noValidate aria-label={t('changePassword')}>
      <h2 className="user-sub__heading">{t('changePassword')}</h2>
      {field('old', 'oldPassword')}
      {field('next', 'newPassword')}
      {field('confirm', 'confirmPassword')}
      <Button type="submit" variant="primary" block loading={busy}>
        {t('changePassword')}
      </Button>
    </form>
  );
}

/** /user-center/edit-account: the account name, the bound phone and changing the password. */
const EditAccountPage = observer(function EditAccountPage() {
  const { root } = useServices();
  const t = useUserT();
  const user = root.user.info;
  return (
    <SubPage title={t('accountSecurity')}>
      <List>
        <Cell title={t('account')} value={user?.account} />
        <Cell title={t('phone')} value={user?.mobile || t('notBound')} arrow link={rowLink(paths.userBindPhone())} />
      </List>
      <PasswordForm />
    </SubPage>
  );
});

export default EditAccountPage;
