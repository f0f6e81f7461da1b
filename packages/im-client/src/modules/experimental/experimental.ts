import { ERROR_CODES, TimError } from '../../errors.ts';
import { ok, type Result } from '../../result.ts';

export const EXPERIMENTAL_METHODS = ['callExperimentalAPI'] as const;

/** The cloud's international apps (the official SDK's SDKAppID ranges; 0 for a private deployment). */
export function isIntlAppId(sdkAppId: number): boolean {
  return (
    sdkAppId === 0 ||
    (sdkAppId >= 20_000_000 && sdkAppId < 80_000_000) ||
    (sdkAppId >= 1_720_000_000 && sdkAppId < 1_780_000_000)
  );
}

/** What the experimental calls need from the rest of the client. */
export interface ExperimentalDeps {
  sdkAppId: number;
  /** Whether every ability bit set in `mask` is bought. */
  abilitiesEnabled(mask: number): Promise<boolean>;
  /** The poll timer of a joined live room, -1 when it has none. */
  pollingTimerOf(groupID: string): number;
  /** The connection's once-a-tick timer (heartbeats), -1 while there is no connection. */
  timerID(): number;
}

/** `callExperimentalAPI(name, param)`: the names the official SDK handles; others fail INVALID_OPERATION (2905). */
export class ExperimentalModule {
  private readonly deps: ExperimentalDeps;

  constructor(deps: ExperimentalDeps) {
    this.deps = deps;
  }

  callExperimentalAPI(api: string, param?: unknown): boolean | number | Result<{ enabled: boolean }> {
    switch (api) {
      case 'isIntl':
        return isIntlAppId(this.deps.sdkAppId);
      case 'isCommercialAbilityEnabled':
        return this.deps.abilitiesEnabled(Number.parseInt(String(param), 10)).then((enabled) => ok({ enabled }));
      case 'getPollingTimerID':
        return this.deps.pollingTimerOf(String(param));
      case 'getTimerID':
        return this.deps.timerID();
      default:
        return Promise.reject(
          new TimError(ERROR_CODES.INVALID_OPERATION, `callExperimentalAPI: ${api} is not an experimental API`),
        );
    }
  }
}
