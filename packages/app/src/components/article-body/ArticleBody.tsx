import type { NewsBlock } from '@live/api-contract';
import { Image } from '@live/ui-kit';
import { useServices } from '../../app/services';
import './article-body.css';

/**
 * An article's body from its structured blocks: each paragraph a text node (never HTML), each picture an image
 * with its description. Used by the in-app reader and the outside share page.
 */
export function ArticleBody({ blocks }: { blocks: readonly NewsBlock[] }) {
  const { api, brand } = useServices();
  // The first picture is near the top and the largest paint of a short article: loaded at once, at high priority.
  const firstPicture = blocks.findIndex((block) => block.type !== 'text');
  return (
    <div className="article-body">
      {blocks.map((block, index) =>
        block.type === 'text' ? (
          // Blocks have no ids; their order is fixed.
          <p key={`t${index}`} className="article-body__text">
            {block.text}
          </p>
        ) : (
          <figure key={`i${index}`} className="article-body__figure">
            <Image
              src={api.client.absolute(block.src)}
              alt={block.alt}
              placeholder={brand.images.placeholder}
              className="article-body__image"
              priority={index === firstPicture}
            />
          </figure>
        ),
      )}
    </div>
  );
}
