import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { EMBEDDED_BOOKS, embeddedModule } from '../../src/books/embed.ts';
import { SAYC_SOURCE, bookParts, describeBook, saycBook } from '../../src/index.ts';

const read = (path: string): string => readFileSync(fileURLToPath(new URL(`../../${path}`, import.meta.url)), 'utf8');

describe('the embedded books', () => {
  for (const book of EMBEDDED_BOOKS) {
    it(`src/books/${book.module} is up to date with systems/${book.file} (else run npx tsx scripts/embed-books.ts)`, () => {
      expect(read(`src/books/${book.module}`)).toBe(embeddedModule(book, read(`systems/${book.file}`)));
    });
  }

  it('embeds the source text exactly', () => {
    expect(SAYC_SOURCE).toBe(read('systems/sayc.rules'));
  });

  it('compiles the SAYC book once and keeps it', () => {
    const book = saycBook();
    expect(saycBook()).toBe(book);
    expect(book.file).toBe('sayc.rules');
    expect(book.ruleCount).toBeGreaterThan(100);
  });
});

describe('describeBook', () => {
  const description = describeBook(saycBook(), SAYC_SOURCE);

  it('finds the part headings of the book', () => {
    expect(bookParts(SAYC_SOURCE).map((p) => [p.part, p.title])).toEqual([
      ['one', 'the sheet'],
      ['two', 'the rules cover more'],
    ]);
    expect(bookParts('# Part one: a\nSituation "x"\n# Part two: b').map((p) => p.line)).toEqual([1, 3]);
  });

  it("lists the sheet's openings in part one with their tests, call, meaning and line", () => {
    const openings = description.situations[0];
    expect(openings?.name).toBe('Openings');
    expect(openings?.part).toBe('one');
    expect(openings?.when).toEqual(['no one has bid']);
    const twoClubs = openings?.rules[0];
    expect(twoClubs).toMatchObject({ call: '2 Clubs', tests: ['points >= 22'], sets: [] });
    expect(twoClubs?.meaning).toBe('22 or more points: strong and artificial (it says nothing about clubs). Forcing.');
    const lines = SAYC_SOURCE.split('\n');
    expect(lines[(twoClubs?.line ?? 0) - 1]?.trim()).toBe('If points >= 22');
  });

  it('puts every situation in a part, part two after part one', () => {
    const parts = description.situations.map((s) => s.part);
    expect(parts.every((p) => p === 'one' || p === 'two')).toBe(true);
    expect(parts.lastIndexOf('one')).toBeLessThan(parts.indexOf('two'));
    expect(description.situations.reduce((n, s) => n + s.rules.length, 0)).toBe(description.ruleCount);
  });

  it('lists Set lines as written', () => {
    const jacoby = description.situations.find((s) => s.name === 'Responses after 1♥')?.rules[0];
    expect(jacoby?.sets).toEqual(["support for my partner's first bid suit to strong"]);
  });
});
