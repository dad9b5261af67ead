import { describe, expect, it } from 'vitest';
import { LANGUAGES, MESSAGES, fillTemplate } from '../src/i18n/messages.ts';

const placesOf = (template: string): string[] => [...template.matchAll(/\{(\w+)\}/g)].map((m) => m[1] ?? '').sort();

describe('the message table', () => {
  it('gives every key in every language, none empty, with the same {places}', () => {
    const english = MESSAGES.en;
    for (const language of LANGUAGES) {
      const table = MESSAGES[language];
      expect(Object.keys(table).sort()).toEqual(Object.keys(english).sort());
      for (const [key, template] of Object.entries(table)) {
        expect(template.trim(), `${language} ${key}`).not.toBe('');
        expect(placesOf(template), `${language} ${key}`).toEqual(placesOf(english[key as keyof typeof english]));
      }
    }
  });

  it('fills places with values and leaves unknown places as written', () => {
    expect(fillTemplate('{right} of {total}', { right: 3, total: 4 })).toBe('3 of 4');
    expect(fillTemplate('{who} calls', {})).toBe('{who} calls');
  });
});
