import type { MaterialItem } from '@live/api-contract';
import { ImageGrid, ImageInput, InfiniteScroll, Spinner, Toast } from '@live/ui-kit';
import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { confirmDialog } from '../../app/confirm-dialog';
import { useServices } from '../../app/services';
import { formatDateTime } from '../../domain/user-centre';
import { useImageUpload } from '../../hooks/use-image-upload';
import { usePagedList } from '../../hooks/use-paged-list';
import { LoadState } from '../../components/data-views/LoadState';
import { useUserT } from './messages';
import { SubPage } from './SubPage';
import { IN_PAGE } from '../../domain/request-presets';

function Materials() {
  const { api, brand } = useServices();
  const t = useUserT();
  const list = usePagedList<MaterialItem>(
    (page, signal) => api.user.getMaterialList({ page, size: 30, ...IN_PAGE }, { signal }),
    'materials',
  );
  const { upload, busy } = useImageUpload();
  const [removed, setRemoved] = useState<string[]>([]);

  const add = async (file: File) => {
    if (await upload(file)) list.reload();
  };

  const remove = async (key: string) => {
    if (!(await confirmDialog({ title: t('deleteImage'), message: t('deleteImageAsk'), lang: brand.language }))) return;
    try {
      await api.user.deleteMaterial({ key });
      setRemoved((current) => [...current, key]);
      Toast.success(t('deleted'));
    } catch {
      // The client showed why; the image stays.
    }
  };

  return (
    <>
      <div className="user-sub__toolbar">
        <ImageInput
          label={t('uploadImage')}
          className="user-sub__upload"
          disabled={busy}
          onFile={(file) => void add(file)}
        >
          {busy ? <Spinner size={16} /> : <span aria-hidden="true">+</span>}
          <span>{busy ? t('uploading') : t('uploadImage')}</span>
        </ImageInput>
      </div>
      <LoadState
        state={list}
        isEmpty={(data) => data.every((item) => removed.includes(item.key))}
        emptyText={t('noMaterial')}
      >
        {(items) => (
          <>
            <div className="user-sub__grid">
              <ImageGrid
                images={items
                  .filter((item) => !removed.includes(item.key))
                  .map((item) => {
                    const when = t('imageOf', {
                      time: formatDateTime(item.created_at, brand.language, brand.timeZone),
                    });
                    return { key: item.key, src: item.url, alt: when, removeLabel: `${t('deleteImage')}: ${when}` };
                  })}
                onRemove={(key) => void remove(key)}
                add={null}
              />
            </div>
            <InfiniteScroll loadMore={list.loadMore} hasMore={list.hasMore} lang={brand.language} />
          </>
        )}
      </LoadState>
    </>
  );
}

/** /user-center/my-material: the images the user uploaded (avatar, photos, feedback), to add to or delete. */
const MyMaterialPage = observer(function MyMaterialPage() {
  const t = useUserT();
  return (
    <SubPage title={t('myMaterial')}>
      <Materials />
    </SubPage>
  );
});

export default MyMaterialPage;
