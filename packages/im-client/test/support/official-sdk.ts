import { createRequire } from 'node:module';
import WebSocket from 'ws';

/** The official web SDK (tim-js-sdk 2.27.6) loaded in Node with the browser globals it reads. */
// biome-ignore lint/suspicious/noExplicitAny: the SDK ships no types usable from here
export type Tim = any;

let globalsReady = false;

/**
 * Loads a fresh copy of the official SDK with the friendship module (the full 114-method build the
 * friend conformance needs); it keeps one instance per SDKAppID inside its module, so each user needs a copy.
 */
export function loadOfficialSdk(file: 'tim-js.js' | 'tim-js-friendship.js' = 'tim-js-friendship.js'): Tim {
  if (!globalsReady) installGlobals();
  const require = createRequire(import.meta.url);
  const path = require.resolve(`tim-js-sdk/${file}`);
  delete require.cache[path];
  return require(path) as Tim;
}

function installGlobals(): void {
  globalsReady = true;
  const g = globalThis as Record<string, unknown>;
  const store = new Map<string, string>();
  g.window ??= globalThis;
  g.addEventListener ??= () => {};
  g.removeEventListener ??= () => {};
  g.localStorage ??= {
    getItem: (k: string) => store.get(k) ?? null,
    setItem: (k: string, v: string) => store.set(k, String(v)),
    removeItem: (k: string) => store.delete(k),
    clear: () => store.clear(),
    key: () => null,
    length: 0,
  };
  // Node's own navigator lacks `onLine`, which the SDK reads as "offline".
  Object.defineProperty(globalThis, 'navigator', {
    value: { userAgent: 'node', language: 'en', onLine: true },
    configurable: true,
    writable: true,
  });
  g.document ??= {
    addEventListener() {},
    removeEventListener() {},
    hidden: false,
    visibilityState: 'visible',
    charset: 'UTF-8',
  };
  g.location ??= { href: 'http://localhost/', protocol: 'http:', host: 'localhost', hostname: 'localhost', search: '' };
  // The SDK's event reports go over XMLHttpRequest; they go nowhere here.
  g.XMLHttpRequest ??= class {
    open(): void {}
    send(): void {}
    setRequestHeader(): void {}
    abort(): void {}
  };
  g.WebSocket = WebSocket;
}

/** Creates an official SDK instance against `url`, logs `userID` in and waits for SDK_READY. */
export async function officialLogin(url: string, sdkAppId: number, userID: string, userSig: string): Promise<Tim> {
  const TIM = loadOfficialSdk();
  const tim = TIM.create({ SDKAppID: sdkAppId, proxyServer: url });
  tim.setLogLevel(Number(process.env.TIM_LOG ?? 4));
  const ready = new Promise<void>((resolve) => tim.on(TIM.EVENT.SDK_READY, () => resolve()));
  await tim.login({ userID, userSig });
  await ready;
  return tim;
}

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
