import type { MatchIdBody, SportName } from '@live/api-contract';
import type { ReactNode } from 'react';
import type { Api } from '../../api';
import { useServices } from '../../app/services';
import { type Loaded, useLoad } from '../../hooks/use-load';
import { QUIET } from '../../domain/request-presets';
import './match-tabs.css';

export interface TabProps {
  sport: SportName;
  matchId: number;
}

export function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="match-tab__section">
      <h2 className="match-tab__heading">{title}</h2>
      {children}
    </section>
  );
}

type TabCall<T> = (sport: SportName, body: MatchIdBody & typeof QUIET, options: { signal: AbortSignal }) => Promise<T>;

/** One tab's answer for its match, loaded quietly and again when the match changes (an older answer is dropped). */
export function useTabData<T>({ sport, matchId }: TabProps, call: (race: Api['race']) => TabCall<T>): Loaded<T> {
  const { api } = useServices();
  return useLoad((signal) => call(api.race)(sport, { matchid: matchId, ...QUIET }, { signal }), `${sport}-${matchId}`);
}
