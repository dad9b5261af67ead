import { describe, expect, it } from 'vitest';
import { preferredLanguage } from '../../src/language.ts';
import { app, errorOf, postJson } from './request.ts';

/** The book's words in the client's language: ?lang=id or Accept-Language preferring Indonesian; English otherwise. */

const ok = async <T>(response: Response | Promise<Response>): Promise<T> => {
  const r = await response;
  if (r.status !== 200) throw new Error(`status ${r.status}: ${await r.text()}`);
  return (await r.json()) as T;
};

const OPENING = { hand: 'KQ.8742.QT75.KQ6', dealer: 'N', vulnerability: 'None', auction: ['Pass', 'Pass'] };
const ENGLISH_1D =
  '12–21 points; diamonds are the longest suit, or the longer minor with no five-card major (4-4 in the minors: 1♦; 3-3: 1♣). 3+ diamonds.';
const INDONESIAN_1D = /^12–21 poin; berlian adalah suit terpanjang/;

interface BidJson {
  call: string;
  meaning: string;
  explanation: string;
}

describe('Accept-Language', () => {
  it.each([
    [undefined, 'en'],
    ['id', 'id'],
    ['id-ID,id;q=0.9,en;q=0.8', 'id'],
    ['en-US,en;q=0.9,id;q=0.8', 'en'],
    ['fr, id;q=0.5', 'id'],
    ['fr', 'en'],
    ['en;q=0.4, id-ID;q=0.6', 'id'],
    ['id;q=0, en', 'en'],
  ] as const)('%s prefers %s', (header, language) => {
    expect(preferredLanguage(header)).toBe(language);
  });
});

describe('POST /api/v1/bid in Indonesian', () => {
  it('speaks English by default', async () => {
    const answer = await ok<BidJson>(postJson('/api/v1/bid', OPENING));
    expect(answer.meaning).toBe(ENGLISH_1D);
    expect(answer.explanation).toMatch(/^The rules \("Openings", sayc\.rules line \d+\): 12–21 points/);
  });

  it('gives the meaning and explanation in Indonesian with ?lang=id', async () => {
    const answer = await ok<BidJson>(postJson('/api/v1/bid?lang=id', OPENING));
    expect(answer.call).toBe('1D');
    expect(answer.meaning).toMatch(INDONESIAN_1D);
    expect(answer.explanation).toMatch(/^Aturan \("Openings", sayc\.rules baris \d+\): 12–21 poin; berlian/);
  });

  it('gives it in Indonesian when Accept-Language prefers id, and ?lang wins over the header', async () => {
    expect((await ok<BidJson>(postJson('/api/v1/bid', OPENING, { 'accept-language': 'id-ID,id;q=0.9,en;q=0.8' }))).meaning).toMatch(
      INDONESIAN_1D,
    );
    expect((await ok<BidJson>(postJson('/api/v1/bid?lang=en', OPENING, { 'accept-language': 'id' }))).meaning).toBe(ENGLISH_1D);
  });

  it("gives the robot's own reason in Indonesian where it places the contract past the rules", async () => {
    const placed = { hand: 'AK2.KQJ43.K32.43', dealer: 'N', vulnerability: 'None', auction: ['1H', '2D', 'X', 'Pass'] };
    const answer = await ok<BidJson & { source: string }>(postJson('/api/v1/bid?lang=id', placed));
    expect(answer).toMatchObject({ call: '3NT', source: 'placement' });
    expect(answer.explanation).toMatch(/^Kita punya 24–\d+ poin dan tanpa fit delapan kartu: game, 3NT\.$/);
    expect(answer.meaning).toBe(answer.explanation);
  });

  it('refuses a language it does not speak', async () => {
    const error = await errorOf(await postJson('/api/v1/bid?lang=fr', OPENING), 400);
    expect(error.path).toEqual(['lang']);
  });
});

describe('POST /api/v1/mark in Indonesian', () => {
  it("gives the rules' meaning, the player's and why in Indonesian", async () => {
    const mark = await ok<{ expected: { meaning: string }; given: { meaning?: string }; why: string }>(
      postJson('/api/v1/mark?lang=id', { ...OPENING, call: '1H' }),
    );
    expect(mark.expected.meaning).toMatch(INDONESIAN_1D);
    expect(mark.given.meaning).toMatch(/poin/);
    expect(mark.why).toMatch(/^Aturan untuk 1♥ /);
    expect(mark.why).toContain('Aturan menawar 1♦: 12–21 poin');
  });
});

describe('GET /api/v1/system in Indonesian', () => {
  interface SystemJson {
    situations: { rules: { meaning?: string; meanings?: { en: string; id: string } }[] }[];
  }
  const first = (s: SystemJson) => s.situations[0]?.rules[0];

  it('gives each rule its meaning in the language asked, and both', async () => {
    const english = first(await ok<SystemJson>(app.request('/api/v1/system')));
    const indonesian = first(await ok<SystemJson>(app.request('/api/v1/system', { headers: { 'Accept-Language': 'id' } })));
    expect(english?.meaning).toBe('22 or more points: strong and artificial (it says nothing about clubs). Forcing.');
    expect(indonesian?.meaning).toBe('22 poin atau lebih: kuat dan artifisial (tidak mengatakan apa pun tentang klub). Forcing.');
    expect(indonesian?.meanings).toEqual({ en: english?.meaning, id: indonesian?.meaning });
    const system = await ok<SystemJson & { quizTopics: { id: string; title: string }[] }>(app.request('/api/v1/system?lang=id'));
    expect(system.quizTopics[0]).toMatchObject({ id: 'openings', title: 'Pembukaan' });
    const rules = system.situations.flatMap((s) => s.rules);
    expect(rules.every((r) => r.meanings !== undefined && r.meanings.id !== r.meanings.en)).toBe(true);
  });
});
