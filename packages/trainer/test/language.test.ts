import { unwrap } from '@tenace/engine';
import { describe, expect, it } from 'vitest';
import { markCall, newTable, quizTopics, robotsAct, tableHint, tableSetup, tableView } from '../src/index.ts';
import { auction, call, hand } from '@tenace/rules-dsl/testing';
import { userAction } from '../src/table/table.ts';

/** The trainer in Indonesian: the book's meanings and the frame words of `why`, hints and views. */

const OPENER = { hand: hand('AKJ52.K83.Q4.J72'), vulnerability: 'None' as const, auction: auction('', 'N') };

describe('marking in Indonesian', () => {
  it("gives the rules' meaning, the player's and why in Indonesian", () => {
    const mark = unwrap(markCall({ ...OPENER, call: call('1C') }, { language: 'id' }));
    expect(mark.correct).toBe(false);
    expect(mark.expected.meaning).toBe('12–21 poin dan 5+ kartu sekop, suit terpanjang (dengan dua suit lima kartu, yang lebih tinggi).');
    expect(mark.given.meaning).toMatch(/^12–21 poin; klub adalah suit terpanjang/);
    expect(mark.why).toMatch(/^Aturan untuk 1♣ \("Openings", baris \d+\) (tidak berlaku|tidak bertindak|datang)/);
    expect(mark.why).toContain('Aturan menawar 1♠: 12–21 poin dan 5+ kartu sekop');
  });

  it('stays English by default', () => {
    const mark = unwrap(markCall({ ...OPENER, call: call('1C') }));
    expect(mark.expected.meaning).toBe('12–21 points and 5+ spades, the longest suit (with two five-card suits, the higher).');
    expect(mark.why).toContain('The rules bid 1♠: 12–21 points and 5+ spades');
  });
});

describe('a game in Indonesian', () => {
  const table = robotsAct(unwrap(newTable(tableSetup('None', 'table-9'))), { budgetMs: Infinity, nodeBudget: 20_000 }).table;

  it("gives the hint's reason for a call from the rules in Indonesian", () => {
    const hint = unwrap(tableHint(table, { language: 'id' }));
    expect(hint.reason).toMatch(/^Aturan \(".*", sayc\.rules baris \d+\): /);
  });

  it('gives each auction entry the book meaning in the language asked', () => {
    const south = unwrap(tableHint(table)).action;
    if (south.kind !== 'call') throw new Error('South calls first');
    const after = unwrap(userAction(table, south, { budgetMs: Infinity, nodeBudget: 20_000 })).table;
    const english = tableView(after).auction;
    const indonesian = tableView(after, undefined, 'id').auction;
    expect(indonesian.map((c) => c.call)).toEqual(english.map((c) => c.call));
    expect(english[0]?.meaning).toMatch(/points/);
    expect(indonesian[0]?.meaning).toMatch(/poin/);
    expect(unwrap(tableHint(after)).reason).not.toMatch(/^Aturan/);
  });
});

describe('quiz topics in Indonesian', () => {
  it('gives every topic its title and description in Indonesian, the ids the same', () => {
    const english = quizTopics();
    const indonesian = quizTopics('id');
    expect(indonesian.map((t) => t.id)).toEqual(english.map((t) => t.id));
    expect(indonesian[0]).toEqual({ id: 'openings', title: 'Pembukaan', description: expect.stringMatching(/^Buka lelang/) });
    indonesian.forEach((topic, i) => expect(topic.description, topic.id).not.toBe(english[i]?.description));
  });
});
