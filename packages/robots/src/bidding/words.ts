import type { NumberRange, Strain, Suit } from '@tenace/engine';
import { strainWord, type Meanings } from '@tenace/rules-dsl';

/**
 * The robots' own words, in each language the books speak (English and Indonesian, the terms of
 * docs/indonesian.md): the explanation of a call placed past the rules and the reading of a call
 * no rule explains. Both are built where the call is made, side by side, so a phrase can't be
 * added in one language and forgotten in the other; the caller picks the language shown.
 */
export type Words = Meanings;

/** The same words in every language (a call's notation, a number). */
export const same = (text: string): Words => ({ en: text, id: text });

const NUMBER_WORDS: Readonly<Record<keyof Words, readonly string[]>> = {
  en: ['none', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten', 'eleven', 'twelve', 'thirteen'],
  id: [
    'tidak ada',
    'satu',
    'dua',
    'tiga',
    'empat',
    'lima',
    'enam',
    'tujuh',
    'delapan',
    'sembilan',
    'sepuluh',
    'sebelas',
    'dua belas',
    'tiga belas',
  ],
};

/** A strain's word: "hearts" / "hati", "notrump" / "tanpa trump". */
export const strainWords = (strain: Strain): Words => ({ en: strainWord(strain, 'en'), id: strainWord(strain, 'id') });

/** Suits joined: "spades and hearts" / "sekop dan hati". */
export const suitsWords = (suits: readonly Suit[]): Words => ({
  en: suits.map((s) => strainWord(s, 'en')).join(' and '),
  id: suits.map((s) => strainWord(s, 'id')).join(' dan '),
});

/** "nine hearts" / "sembilan kartu hati": cards of a suit, counted in words. */
export const cardsWords = (n: number, suit: Suit): Words => ({
  en: `${NUMBER_WORDS.en[n] ?? String(n)} ${strainWord(suit, 'en')}`,
  id: `${NUMBER_WORDS.id[n] ?? String(n)} kartu ${strainWord(suit, 'id')}`,
});

/** "5+ hearts" / "5+ kartu hati". */
export const lengthWords = (least: number, suit: Suit): Words => ({
  en: `${least}+ ${strainWord(suit, 'en')}`,
  id: `${least}+ kartu ${strainWord(suit, 'id')}`,
});

/** "15–17 points", "12+ points", "at most 10 points", in each language. */
export function pointsWords(points: NumberRange): Words {
  const range =
    points.max >= 37 || points.max - points.min > 15
      ? `${points.min}+`
      : points.min === points.max
        ? `${points.min}`
        : points.min === 0
          ? undefined
          : `${points.min}–${points.max}`;
  return range === undefined
    ? { en: `at most ${points.max} points`, id: `paling banyak ${points.max} poin` }
    : { en: `${range} points`, id: `${range} poin` };
}

/** What a plan aims for, as placement says it: "a part-score", "game", "small slam", "grand slam". */
export const goalWords = (goal: 'part-score' | 'game' | 'small slam' | 'grand slam'): Words =>
  goal === 'part-score' ? { en: 'a part-score', id: 'part-score' } : same(goal);
