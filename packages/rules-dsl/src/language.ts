import type { Strain } from '@tenace/engine';

/** The languages a book's meanings may be written in: English (`Means`) and Indonesian (`Means in Indonesian`). */
export const LANGUAGES = ['en', 'id'] as const;
export type Language = (typeof LANGUAGES)[number];

/** A call's meaning in each language (one a book leaves out falls back to the other). */
export interface Meanings {
  readonly en: string;
  readonly id: string;
}

/** The language names a `Means in …` line may use, as written (lower case, as the lexer reads words). */
export const LANGUAGE_BY_NAME: ReadonlyMap<string, Language> = new Map([
  ['english', 'en'],
  ['indonesian', 'id'],
]);

/** The word for a strain inside a meaning, as the web app says it in each language (`{suit}`). */
const STRAIN_WORDS: Readonly<Record<Language, Readonly<Record<Strain, string>>>> = {
  en: { S: 'spades', H: 'hearts', D: 'diamonds', C: 'clubs', NT: 'notrump' },
  id: { S: 'sekop', H: 'hati', D: 'berlian', C: 'klub', NT: 'tanpa trump' },
};

export const strainWord = (strain: Strain, language: Language): string => STRAIN_WORDS[language][strain];

/** The other language: where a rule with no meaning in one takes its words from. */
export const otherLanguage = (language: Language): Language => (language === 'en' ? 'id' : 'en');
