import { loadOfficialSdk } from '@live/im-server/official-sdk';

// One Node shim for the official SDK, shared with the service's own tests.
export { loadOfficialSdk, officialLogin, type Tim } from '@live/im-server/official-sdk';

/** The official SDK's public names: instance methods, EVENT keys and TYPES keys. */
export function officialNames(): { methods: string[]; events: string[]; types: string[] } {
  const TIM = loadOfficialSdk('tim-js.js');
  const tim = TIM.create({ SDKAppID: 1 });
  tim.setLogLevel(4);
  return { methods: methodNames(tim), events: Object.keys(TIM.EVENT), types: Object.keys(TIM.TYPES) };
}

/** Every callable name on an instance and its prototype chain, private (`_`) ones excluded. */
export function methodNames(instance: object): string[] {
  const names = new Set<string>();
  for (let o: object | null = instance; o && o !== Object.prototype; o = Object.getPrototypeOf(o))
    for (const key of Object.getOwnPropertyNames(o))
      if (
        key !== 'constructor' &&
        !key.startsWith('_') &&
        typeof (instance as Record<string, unknown>)[key] === 'function'
      )
        names.add(key);
  return [...names].sort();
}
