import { describe, expect, it } from 'vitest';
import { checkRules, describeBook, readCall, CALL_PROPERTIES, withImplied } from '../src/index.ts';
import { auction, book, call, decideFor } from './helpers.ts';

/** What a call does, declared on Does lines: parsed, checked, compiled, and carried by decide and readCall. */

const diagnostics = (source: string): string[] =>
  checkRules(source, 'book.rules').diagnostics.map(
    (d) => `${d.line}:${d.column}: ${d.severity === 'warning' ? 'warning: ' : ''}${d.message}`,
  );

const source = [
  'Situation "Responding to 1NT"', // 1
  '  When my partner opened 1 NoTrump', // 2
  "  When my right opponent's last bid is pass", // 3
  '', // 4
  '  If length of Spades >= 5', // 5
  '  Bid 2 Hearts', // 6
  '  Means "A Jacoby transfer: 5+ spades."', // 7
  '  Does transfer', // 8
  '', // 9
  '  If points >= 8', // 10
  '  If length of Hearts = 4', // 11
  '  Bid 2 Clubs', // 12
  '  Does ask for a major', // 13
  '  Means "Stayman."', // 14
  '', // 15
  '  If points 8 to 9', // 16
  '  Bid 2 NoTrump', // 17
  '  Means "8–9 points: invites 3NT."', // 18
  '  Does invite, not force', // 19
  '', // 20
  '  If points 16 to 17', // 21
  '  Bid 4 NoTrump', // 22
  '  Means "Quantitative."', // 23
  '  Does invite slam', // 24
  '', // 25
  '  Bid Pass', // 26
  '  Does sign off', // 27
].join('\n');

describe('a Does line says what the call does', () => {
  const b = book(source);

  it('compiles each rule with its properties and what they imply, in the vocabulary order', () => {
    const rules = b.situations[0]?.rules ?? [];
    expect(rules.map((r) => r.does)).toEqual([
      ['force', 'transfer'],
      ['force', 'ask for a major'],
      ['not force', 'invite'],
      ['invite', 'invite slam'],
      ['sign off'],
    ]);
  });

  it('comes after the Bid line, before or after the Means line', () => {
    expect(checkRules(source, 'book.rules')).toEqual({ ok: true, diagnostics: [], more: 0 });
  });

  it("is carried by decide's decision", () => {
    const d = decideFor(b, 'KQ932.32.J32.Q32', '1NT Pass');
    expect(d.call).toEqual(call('2H'));
    expect(d.does).toEqual(['force', 'transfer']);
    expect(decideFor(b, 'J32.Q3.5432.5432', '1NT Pass').does).toEqual(['sign off']);
  });

  it("is carried by readCall's reading of each rule that could have made the call", () => {
    const read = readCall(b, { vulnerability: 'None', auction: auction('1NT Pass') }, call('2NT'));
    expect(read.rules.map((r) => r.does)).toEqual([['not force', 'invite']]);
  });

  it('is described as declared (without what it implies)', () => {
    const rules = describeBook(b).situations[0]?.rules ?? [];
    expect(rules.map((r) => r.does)).toEqual([['transfer'], ['ask for a major'], ['invite', 'not force'], ['invite slam'], ['sign off']]);
  });

  it('adds up over several lines, and a rule without one does nothing declared', () => {
    const two = book('Bid 2 Clubs\nDoes force\nMeans "22+."\nDoes ask for aces');
    expect(two.situations[0]?.rules[0]?.does).toEqual(['force', 'ask for aces']);
    expect(book('Bid 1 Clubs').situations[0]?.rules[0]?.does).toEqual([]);
  });
});

describe('the vocabulary', () => {
  it('is closed, and says what each property implies', () => {
    expect(CALL_PROPERTIES).toContain('force to game');
    expect(withImplied(['force to game'])).toEqual(['force', 'force to game']);
    expect(withImplied(['ask for keycards'])).toEqual(['force', 'ask for keycards']);
    expect(withImplied(['answer aces'])).toEqual(['answer aces']);
  });
});

describe('the checker reports, with line and column', () => {
  const cases: [string, string[]][] = [
    [
      'Bid 2 Clubs\nDoes forcing',
      ["2:6: expected a property such as force, force to game, invite, sign off or ask for aces, found 'forcing'; did you mean 'force'?"],
    ],
    [
      'Bid Double\nDoes penalty',
      [
        "2:6: expected a property such as force, force to game, invite, sign off or ask for aces, found 'penalty'; did you mean 'double for penalty'?",
      ],
    ],
    [
      'Bid 4 NT\nDoes quantitative',
      [
        "2:6: expected a property such as force, force to game, invite, sign off or ask for aces, found 'quantitative'; did you mean 'invite slam'?",
      ],
    ],
    [
      'Bid 2 Clubs\nDoes ask for acse',
      [
        "2:6: expected a property such as force, force to game, invite, sign off or ask for aces, found 'ask for acse'; did you mean 'ask for aces'?",
      ],
    ],
    [
      'Bid 2 Clubs\nDoes force and ask for aces',
      ["2:12: expected ',' between two properties ('and' is not part of the language), found 'and'"],
    ],
    [
      'Bid 2 Clubs\nDoes force,',
      ['2:12: expected a property such as force, force to game, invite, sign off or ask for aces, found the end of the line'],
    ],
    [
      'Bid 2 Clubs\nDoes force,, invite',
      ["2:12: expected a property such as force, force to game, invite, sign off or ask for aces, found ','"],
    ],
    [
      'Bid 2 Clubs\nDoes',
      ['2:5: expected a property such as force, force to game, invite, sign off or ask for aces, found the end of the line'],
    ],
    [
      'If points >= 12\nDoes force\nBid 1 Clubs',
      ['2:1: a Does line says what a call does, so it comes after its Bid line (and Means line)'],
    ],
    ['Bid 2 Clubs\nDoes force, not force', ["2:13: 'not force' contradicts 'force': a call can't be forcing and not forcing"]],
    [
      'Bid 3 Hearts\nDoes force to game\nDoes not force',
      ["3:6: 'not force' contradicts 'force to game' ('force to game' is forcing): a call can't be forcing and not forcing"],
    ],
    [
      'Bid 4 NT\nDoes sign off, ask for aces',
      [
        "2:16: 'ask for aces' contradicts 'sign off' ('ask for aces' is forcing): a sign-off lets partner pass, and a forcing call does not",
      ],
    ],
    [
      'Bid 4 NT\nDoes invite slam, sign off',
      [
        "2:19: 'sign off' contradicts 'invite slam' ('invite slam' is an invitation): a sign-off asks partner to pass, and an invitation to go on with a maximum",
      ],
    ],
    [
      'Bid Double\nDoes double for penalty, double for takeout',
      ["2:26: 'double for takeout' contradicts 'double for penalty': a double is for penalty or for takeout, not both"],
    ],
    ['Bid 2 Hearts\nDoes double for penalty', ["2:6: 'double for penalty' is said of a double, and this rule's call is 2 Hearts"]],
    ['Bid Pass\nDoes ask for aces', ["2:6: 'ask for aces' is said of a bid, and this rule's call is Pass"]],
    ['Bid Redouble\nDoes answer kings', ["2:6: 'answer kings' is said of a bid, and this rule's call is Redouble"]],
    ['Bid 2 Clubs\nDoes force, force', ["2:13: warning: 'force' is already declared for this call"]],
  ];
  for (const [text, expected] of cases) {
    it(text.replace(/\n/g, ' / '), () => {
      expect(diagnostics(text)).toEqual(expected);
    });
  }

  it('keeps a rule with a wrong property out of the book', () => {
    expect(checkRules('Bid 2 Clubs\nDoes forcing', 'book.rules').ok).toBe(false);
  });
});
