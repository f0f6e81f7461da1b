import { defineTexts } from '../i18n/texts';

/** The notice of a platform link that names no route of the app. */
export const { text: routeText, useTexts: useRouteT } = defineTexts({
  comingSoon: { zh: '即将上线', pt: 'Em breve' },
});
