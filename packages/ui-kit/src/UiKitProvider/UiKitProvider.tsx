import { createContext, type ReactNode, useContext } from 'react';
import { type Lang, type Messages, messagesFor } from '../i18n/messages.ts';

const LangContext = createContext<Lang>('zh-CN');

export interface UiKitProviderProps {
  /** Language of the built-in texts (加载中..., 确定, 暂无数据 ...). Defaults to zh-CN. */
  lang: Lang;
  children?: ReactNode;
}

/** Sets the language of every ui-kit component below it; a component's own `lang` prop wins. */
export function UiKitProvider({ lang, children }: UiKitProviderProps) {
  return <LangContext.Provider value={lang}>{children}</LangContext.Provider>;
}

/** The language in effect: the component's `lang` prop, else the nearest UiKitProvider, else zh-CN. */
export function useLang(override?: Lang): Lang {
  const fromContext = useContext(LangContext);
  return override ?? fromContext;
}

export function useMessages(override?: Lang): Messages {
  return messagesFor(useLang(override));
}
