import { observer } from 'mobx-react-lite';
import { useServices } from '../../app/services';
import { userTags } from '../../domain/user-tags';
import './user-tags.css';

/**
 * A user's tags (ids from UserInfo.tags / UserBasicInfo.tags) named and coloured by the common config's user_tag,
 * on the profiles: the user centre, the anchor page and the chat profile.
 */
export const UserTags = observer(function UserTags({ ids }: { ids: readonly string[] | undefined }) {
  const { root } = useServices();
  const tags = userTags(ids, root.config.common?.user_tag);
  if (tags.length === 0) return null;
  return (
    <span className="user-tags">
      {tags.map((tag) => (
        // The operator's colour marks the tag's edge; the text keeps the theme's contrast.
        <span key={tag.id} className="user-tags__tag" style={tag.color ? { borderColor: tag.color } : undefined}>
          {tag.name}
        </span>
      ))}
    </span>
  );
});
