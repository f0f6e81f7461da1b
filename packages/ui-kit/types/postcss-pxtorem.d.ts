declare module 'postcss-pxtorem' {
  import type { Plugin } from 'postcss';

  interface PxToRemOptions {
    rootValue?: number;
    unitPrecision?: number;
    propList?: string[];
    selectorBlackList?: (string | RegExp)[];
    replace?: boolean;
    mediaQuery?: boolean;
    minPixelValue?: number;
    exclude?: RegExp | ((file: string) => boolean);
  }

  export default function pxtorem(options?: PxToRemOptions): Plugin;
}
