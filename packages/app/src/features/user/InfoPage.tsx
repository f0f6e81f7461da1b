import type { UserInfo } from '@live/api-contract';
import {
  Avatar,
  Button,
  ChoiceChips,
  FormField,
  ImageGrid,
  ImageInput,
  Input,
  Spinner,
  Toast,
  useTimeZone,
} from '@live/ui-kit';
import { observer } from 'mobx-react-lite';
import { type FormEvent, useState } from 'react';
import { avatarImages } from '../../app/avatar-images';
import { useServices } from '../../app/services';
import { calendarDay } from '../../domain/calendar-day';
import { ageOn, PROFILE_LIMITS, type ProfileForm, validateProfile } from '../../domain/user-centre';
import { shopCardOn } from '../../domain/user';
import { hasErrors } from '../../domain/account-forms';
import { useImageUpload } from '../../hooks/use-image-upload';
import { type UserTextKey, useUserT } from './messages';
import { SubPage } from './SubPage';
import { useAction } from '../../hooks/use-action';

interface Form extends ProfileForm {
  gender: number;
}

const GENDERS: [number, UserTextKey][] = [
  [0, 'genderUnknown'],
  [1, 'genderMale'],
  [2, 'genderFemale'],
];

function formOf(user: UserInfo): Form {
  return {
    nick: user.nick_name,
    signature: user.signature,
    city: user.profile?.city ?? '',
    birthday: user.profile?.birthday ?? '',
    gender: user.profile?.gender ?? 0,
    photos: user.profile?.photos ?? [],
  };
}

/** The avatar: a new picture is uploaded (spec §5) and saved at once, so it shows everywhere straight away. */
const AvatarRow = observer(function AvatarRow({ user }: { user: UserInfo }) {
  const { brand, api, root } = useServices();
  const t = useUserT();
  const { upload, busy } = useImageUpload();
  const change = async (file: File) => {
    const url = await upload(file);
    if (!url) return;
    try {
      const saved = await api.user.editUserInfo({ avatar: url });
      root.user.setUser({ ...saved, token: root.user.token });
      Toast.success(t('saved'));
    } catch {
      // The client showed why; the previous avatar stays.
    }
  };
  return (
    <div className="user-info__avatar">
      <ImageInput label={t('changeAvatar')} onFile={(file) => void change(file)} disabled={busy}>
        <Avatar
          src={user.avatar}
          id={user.id}
          variant="site"
          images={avatarImages(brand)}
          size={72}
          frame={shopCardOn(user.avatar_frame_until, Date.now())}
        />
        {busy && <Spinner className="user-info__busy" />}
      </ImageInput>
      <span className="user-info__avatar-hint">{busy ? t('uploading') : t('changeAvatar')}</span>
    </div>
  );
});

function ProfileFormView({ user }: { user: UserInfo }) {
  const { api, root } = useServices();
  const t = useUserT();
  const [form, setForm] = useState<Form>(() => formOf(user));
  const [errors, setErrors] = useState<ReturnType<typeof validateProfile>>({});
  const { busy, run } = useAction();
  const photoUpload = useImageUpload();
  // The user's today (their zone, or the brand's pinned one), not UTC's: a birthday of today is not in the future.
  const timeZone = useTimeZone();
  const today = () => calendarDay(Date.now(), timeZone);
  const set = <K extends keyof Form>(field: K, value: Form[K]) =>
    setForm((current) => ({ ...current, [field]: value }));

  const addPhoto = async (file: File) => {
    const url = await photoUpload.upload(file);
    if (url) setForm((current) => ({ ...current, photos: [...current.photos, url] }));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = validateProfile(form, today());
    setErrors(found);
    if (hasErrors(found)) return;
    await run(async () => {
      const saved = await api.user.editUserInfo({
        nick_name: form.nick.trim(),
        signature: form.signature.trim(),
        profile: {
          gender: form.gender,
          birthday: form.birthday,
          age: ageOn(form.birthday, today()),
          city: form.city.trim(),
          photos: form.photos,
        },
      });
      root.user.setUser({ ...saved, token: root.user.token });
      Toast.success(t('saved'));
    });
  };

  const error = (field: keyof ProfileForm) => {
    const key = errors[field];
    return key ? t(key) : undefined;
  };

  return (
    <form className="user-sub__form" onSubmit={submit} noValidate>
      <FormField label={t('nick')} error={error('nick')} required>
        <Input name="nick" maxLength={20} value={form.nick} onChange={(value) => set('nick', value)} clearable />
      </FormField>
      <FormField label={t('signature')} error={error('signature')}>
        <Input
          name="signature"
          maxLength={PROFILE_LIMITS.signature}
          value={form.signature}
          onChange={(value) => set('signature', value)}
          clearable
        />
      </FormField>
      <ChoiceChips
        legend={t('gender')}
        name="gender"
        options={GENDERS.map(([value, label]) => ({ value, label: t(label) }))}
        value={form.gender}
        onChange={(value) => set('gender', value)}
      />
      <FormField label={t('birthday')} error={error('birthday')}>
        <Input
          name="birthday"
          type="date"
          max={today()}
          value={form.birthday}
          onChange={(value) => set('birthday', value)}
        />
      </FormField>
      <FormField label={t('city')} error={error('city')}>
        <Input name="city" maxLength={PROFILE_LIMITS.city} value={form.city} onChange={(value) => set('city', value)} />
      </FormField>
      <fieldset className="user-info__photos">
        <legend>
          {t('photos')} ({form.photos.length}/{PROFILE_LIMITS.photos})
        </legend>
        <ImageGrid
          images={form.photos.map((photo, index) => ({
            key: photo,
            src: photo,
            alt: `${t('photos')} ${index + 1}`,
            removeLabel: t('removePhoto', { n: index + 1 }),
          }))}
          onRemove={(photo) =>
            set(
              'photos',
              form.photos.filter((item) => item !== photo),
            )
          }
          add={
            form.photos.length < PROFILE_LIMITS.photos
              ? { label: t('addPhoto'), busy: photoUpload.busy, onFile: (file) => void addPhoto(file) }
              : null
          }
        />
      </fieldset>
      <Button type="submit" variant="primary" block loading={busy} disabled={photoUpload.busy}>
        {t('save')}
      </Button>
    </form>
  );
}

/** /user-center/info: the profile fields of spec §3: avatar, nick, signature, gender, birthday, city, photos. */
const InfoPage = observer(function InfoPage() {
  const { root } = useServices();
  const t = useUserT();
  const user = root.user.info;
  return (
    <SubPage title={t('profile')}>
      {user && (
        <>
          <AvatarRow user={user} />
          <ProfileFormView user={user} />
        </>
      )}
    </SubPage>
  );
});

export default InfoPage;
