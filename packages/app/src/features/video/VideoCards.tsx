import type { RecordVideo, ShortVideo } from '@live/api-contract';
import type { ReactNode } from 'react';
import { useServices } from '../../app/services';
import { Player } from '../../components/player/Player';
import './video.css';

/** A video page's player (the browser's own controls, so viewers can seek) and its title and meta line. */
export function VideoView({ video, children }: { video: ShortVideo | RecordVideo; children: ReactNode }) {
  const { api, root } = useServices();
  return (
    <>
      <Player
        key={video.id}
        src={api.client.absolute(video.url)}
        poster={api.client.absolute(video.cover)}
        language={root.language.lang}
        nativeControls
      />
      <section className="video-info">
        <h1 className="video-info__title">{video.title}</h1>
        <p className="video-info__meta">{children}</p>
      </section>
    </>
  );
}
