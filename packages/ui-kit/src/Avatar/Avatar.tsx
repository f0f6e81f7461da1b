import { type AvatarImages, type AvatarVariant, chooseAvatar, chooseDefaultAvatar } from '../helpers/avatar.ts';
import { Image } from '../Image/Image.tsx';
import { cx } from '../theme/rem.ts';
import '../theme/tokens.css';
import './Avatar.css';

export interface AvatarProps {
  /** The user's own picture; empty means the default avatar. */
  src?: string | null;
  /** Whose avatar, for screen readers (e.g. the nick name); '' when the name is shown next to it. */
  alt?: string;
  /** The numeric id string that picks the default avatar (spec §3). */
  id?: string | number | null;
  /** 'site' uses the site variant's second avatar when there is no picture (spec §3). */
  variant?: AvatarVariant;
  /** The URLs to choose from (the app's brand config: defaultAvatar as fallback, siteAvatar as site ...). */
  images: AvatarImages;
  /** Diameter in design px. */
  size?: number;
  shape?: 'circle' | 'square';
  /** A coloured frame around the avatar (a shop item the platform says is active). */
  frame?: boolean;
  /**
   * One of the page's largest paints (an above-the-fold list's first rows): loads at once, at high fetch priority,
   * not when the lazy loader's observer first runs.
   */
  priority?: boolean;
  className?: string;
}

/**
 * A user avatar: the picture, or the default avatar of spec §3; lazy with a placeholder (at once with `priority`);
 * falls back on error; with `frame`, inside a 3 px ring of colours.
 */
export function Avatar({
  src,
  alt = '',
  id,
  variant = 'default',
  images,
  size = 40,
  shape = 'circle',
  frame = false,
  priority = false,
  className,
}: AvatarProps) {
  const chosen = chooseAvatar({ src, id, variant }, images);
  const image = (
    <Image
      className={cx('uk-avatar', `uk-avatar--${shape}`, className)}
      src={chosen}
      alt={alt}
      width={size}
      height={size}
      round={shape === 'circle'}
      priority={priority}
      fallback={variant === 'site' && images.site ? images.site : chooseDefaultAvatar(id, images)}
    />
  );
  if (!frame) return image;
  return (
    <span className={cx('uk-avatar-frame', `uk-avatar-frame--${shape}`)} data-frame="">
      {image}
    </span>
  );
}
