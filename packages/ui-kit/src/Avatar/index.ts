export { Avatar, type AvatarProps } from './Avatar.tsx';
export {
  type AvatarImages,
  type AvatarVariant,
  chooseAvatar,
  chooseDefaultAvatar,
  type DefaultAvatarKind,
  defaultAvatarKind,
} from '../helpers/avatar.ts';
