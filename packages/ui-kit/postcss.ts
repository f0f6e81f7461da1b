import pxtorem from 'postcss-pxtorem';

/**
 * The one px -> rem conversion of the app and the ui-kit: CSS is authored in px on the 375-wide design and
 * becomes rem at 37.5 px per rem (host-app spec §9); the page sets 1rem = viewport width / 10.
 * 1px lines stay hairlines (minPixelValue 2).
 */
export function pxToRemPlugin() {
  return pxtorem({
    rootValue: 37.5,
    propList: ['*'],
    unitPrecision: 5,
    minPixelValue: 2,
    selectorBlackList: [/^html$/],
  });
}
