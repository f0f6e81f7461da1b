import { observer } from 'mobx-react-lite';
import { useServices } from '../../app/services';
import { userTags } from '../../domain/user-tags';

/** A user's tags (ids from UserInfo.tags / UserBasicInfo.tags) named and coloured by the common config's user_tag. */
export const UserTags = observer(function UserTags({ ids }: { ids: readonly string[] | undefined }) {
  const { root } = useServices();
  return userTags(ids, root.config.common?.user_tag).map((tag) => (
    // The operator's colour marks the tag's edge; the text keeps the theme's contrast.
    <span key={tag.id} className="user-tag user-tag--config" style={tag.color ? { borderColor: tag.color } : undefined}>
      {tag.name}
    </span>
  ));
});
