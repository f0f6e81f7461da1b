import { defineTexts } from '../i18n/texts';

/** Texts of the coming-soon state (a planned route or a platform link naming no route). */
export const { text: routeText, useTexts: useRouteT } = defineTexts({
  comingSoon: { zh: '即将上线', pt: 'Em breve' },
  comingSoonBody: { zh: '这个页面正在建设中，敬请期待', pt: 'Esta página ainda está em construção' },
  backHome: { zh: '返回首页', pt: 'Voltar ao início' },
});
