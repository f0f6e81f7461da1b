import { createContext, type ReactNode, useContext } from 'react';
import type { TimeZone } from '../helpers/day-label.ts';
import { type Lang, type Messages, messagesFor } from '../i18n/messages.ts';

const LangContext = createContext<Lang>('zh-CN');
const TimeZoneContext = createContext<TimeZone>(undefined);

export interface UiKitProviderProps {
  /** Language of the built-in texts (加载中..., 确定, 暂无数据 ...). Defaults to zh-CN. */
  lang: Lang;
  /** The IANA zone days and times are shown in (a brand's pinned zone); the device's when left out. */
  timeZone?: TimeZone;
  children?: ReactNode;
}

/** Sets the language and time zone of every ui-kit component below it; a component's own `lang` prop wins. */
export function UiKitProvider({ lang, timeZone, children }: UiKitProviderProps) {
  return (
    <LangContext.Provider value={lang}>
      <TimeZoneContext.Provider value={timeZone}>{children}</TimeZoneContext.Provider>
    </LangContext.Provider>
  );
}

/** The language in effect: the component's `lang` prop, else the nearest UiKitProvider, else zh-CN. */
export function useLang(override?: Lang): Lang {
  const fromContext = useContext(LangContext);
  return override ?? fromContext;
}

export function useMessages(override?: Lang): Messages {
  return messagesFor(useLang(override));
}

/** The time zone in effect: the nearest UiKitProvider's, else undefined (the device's zone). */
export function useTimeZone(): TimeZone {
  return useContext(TimeZoneContext);
}
