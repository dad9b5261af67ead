import { Fragment, createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { setBookLanguage } from '../api/client.ts';
import { readStored, writeStored } from '../app/storage.ts';
import { MESSAGES, fillTemplate, isLanguage, type Language, type MessageKey } from './messages.ts';

/** Where the chosen language is remembered between visits. */
export const LANGUAGE_STORAGE_KEY = 'tenace.language';

export type Translate = (key: MessageKey, values?: Readonly<Record<string, string | number>>) => string;

interface LanguageContextValue {
  readonly language: Language;
  readonly setLanguage: (language: Language) => void;
  readonly t: Translate;
}

const LanguageContext = createContext<LanguageContextValue | undefined>(undefined);

function storedLanguage(): Language | undefined {
  const stored = readStored(LANGUAGE_STORAGE_KEY);
  return isLanguage(stored) ? stored : undefined;
}

/** The first language: the page's `?lang=` (for embeds), then the remembered choice, then the browser's. */
export function initialLanguage(): Language {
  const asked = new URLSearchParams(window.location.search).get('lang');
  if (isLanguage(asked)) return asked;
  const stored = storedLanguage();
  if (stored !== undefined) return stored;
  return window.navigator.language.toLowerCase().startsWith('id') ? 'id' : 'en';
}

export function LanguageProvider({ children, initial }: { readonly children: ReactNode; readonly initial?: Language }): ReactNode {
  const [language, setLanguageState] = useState<Language>(() => initial ?? initialLanguage());
  const setLanguage = useCallback((next: Language) => {
    setLanguageState(next);
    writeStored(LANGUAGE_STORAGE_KEY, next);
  }, []);
  useEffect(() => {
    document.documentElement.lang = language;
  }, [language]);
  const value = useMemo<LanguageContextValue>(() => {
    // Set while rendering, before any page below asks the API (their effects run first).
    setBookLanguage(language);
    const table = MESSAGES[language];
    return { language, setLanguage, t: (key, values) => fillTemplate(table[key], values) };
  }, [language, setLanguage]);
  return <LanguageContext.Provider value={value}>{children}</LanguageContext.Provider>;
}

export function useLanguage(): LanguageContextValue {
  const value = useContext(LanguageContext);
  if (value === undefined) throw new Error('useLanguage needs a LanguageProvider above it');
  return value;
}

/** The translate function of the current language. */
export const useT = (): Translate => useLanguage().t;

/**
 * A message whose `{name}` places hold elements (a call in colour, say) rather than plain text, so
 * that each language keeps its own word order around them.
 */
export function RichMessage({ id, values }: { readonly id: MessageKey; readonly values: Readonly<Record<string, ReactNode>> }): ReactNode {
  const { language } = useLanguage();
  const parts = MESSAGES[language][id].split(/(\{\w+\})/);
  return parts.map((part, index) => {
    const name = /^\{(\w+)\}$/.exec(part)?.[1];
    return <Fragment key={index}>{name !== undefined && name in values ? values[name] : part}</Fragment>;
  });
}
