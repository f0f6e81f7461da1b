/** Every brand site is served under this path; without --assets-base the compiled app is too, in each brand. */
export const BASE = '/m/';

/** Where `build --assets-base` writes the compiled app once for every brand: `<out>/_assets/`. */
export const ASSETS_FOLDER = '_assets';

/**
 * What may follow the scheme and host of an assets base: a URL path of unreserved characters, so the base is
 * safe as it is in HTML attributes, CSS url()s and JS strings.
 */
const SAFE_PATH = /^\/(?:[A-Za-z0-9\-._~%@+]+\/)*$/;

/**
 * Checks `--assets-base`: an absolute http(s) URL or a root-relative path, ending with /, the compiled app's
 * files being requested at the base followed by their path (e.g. `assets/main-1a2b.js`). Returns the base;
 * throws an Error saying what is wrong.
 */
export function parseAssetsBase(value: string): string {
  if (value.startsWith('//')) {
    throw new Error(`"${value}" is protocol-relative; give https://host/path/ or a path like /_assets/`);
  }
  let path = value;
  if (!value.startsWith('/')) {
    let url: URL;
    try {
      url = new URL(value);
    } catch {
      throw new Error(`"${value}" is neither an http(s) URL nor a path starting with /`);
    }
    if (url.protocol !== 'https:' && url.protocol !== 'http:') {
      throw new Error(`"${value}" uses ${url.protocol}; the assets base must be http: or https:`);
    }
    if (url.username || url.password) throw new Error(`"${value}" holds a user name or password`);
    if (url.search || url.hash || value.includes('?') || value.includes('#')) {
      throw new Error(`"${value}" has a query or fragment; the assets base is a folder`);
    }
    if (`${url.origin}${url.pathname}` !== value) {
      throw new Error(`"${value}" is not in its plain form; write it as ${url.origin}${url.pathname}`);
    }
    path = url.pathname;
  }
  if (!path.endsWith('/')) throw new Error(`"${value}" must end with / (it is a folder)`);
  if (!SAFE_PATH.test(path) || /\/\.\.?\//.test(path)) {
    throw new Error(`"${value}" has a character or segment not allowed in the path (letters, digits, - . _ ~ % @ + /)`);
  }
  return value;
}
