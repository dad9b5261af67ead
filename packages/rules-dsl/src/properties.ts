/**
 * What a call does, as the book declares it on a `Does` line: a closed vocabulary, so that the
 * robots read a call's nature as data and never from the English of its meaning (rewording a
 * Means line must not change how they bid). Each property is written as it is read after the
 * word Does: "Does force to game", "Does ask for aces".
 */
export const CALL_PROPERTIES = [
  'force',
  'force to game',
  'not force',
  'invite',
  'invite slam',
  'sign off',
  'double for penalty',
  'double for takeout',
  'transfer',
  'relay',
  'ask for aces',
  'ask for keycards',
  'ask for the trump queen',
  'ask for kings',
  'ask for a major',
  'ask for a stopper',
  'answer aces',
  'answer keycards',
  'answer kings',
] as const;
export type CallProperty = (typeof CALL_PROPERTIES)[number];

const isAsk = (p: CallProperty): boolean => p.startsWith('ask for ');

/**
 * What a property says besides itself, by the meaning of the words: forcing to game is forcing;
 * an ask, a transfer and a relay force partner to answer; a slam invitation (a quantitative
 * notrump raise) is an invitation.
 */
const IMPLIES: ReadonlyMap<CallProperty, readonly CallProperty[]> = new Map<CallProperty, readonly CallProperty[]>([
  ['force to game', ['force']],
  ['transfer', ['force']],
  ['relay', ['force']],
  ['invite slam', ['invite']],
  ...CALL_PROPERTIES.filter(isAsk).map((ask): [CallProperty, readonly CallProperty[]] => [ask, ['force']]),
]);

/** A property with what it implies, in the vocabulary's order. */
export function withImplied(declared: Iterable<CallProperty>): CallProperty[] {
  const all = new Set<CallProperty>();
  for (const p of declared) {
    all.add(p);
    for (const q of IMPLIES.get(p) ?? []) all.add(q);
  }
  return CALL_PROPERTIES.filter((p) => all.has(p));
}

/** Pairs no call can have both of, with why (read against the properties with what they imply). */
export const CONTRADICTIONS: readonly { readonly a: CallProperty; readonly b: CallProperty; readonly why: string }[] = [
  { a: 'force', b: 'not force', why: "a call can't be forcing and not forcing" },
  { a: 'force', b: 'sign off', why: 'a sign-off lets partner pass, and a forcing call does not' },
  { a: 'invite', b: 'sign off', why: 'a sign-off asks partner to pass, and an invitation to go on with a maximum' },
  { a: 'double for penalty', b: 'double for takeout', why: 'a double is for penalty or for takeout, not both' },
];

/** What kind of call a property can be said of: a double, any bid, or any call. */
export function propertyNeeds(p: CallProperty): 'double' | 'bid' | 'call' {
  if (p === 'double for penalty' || p === 'double for takeout') return 'double';
  if (p === 'transfer' || p === 'relay' || p === 'invite slam' || isAsk(p) || p.startsWith('answer ')) return 'bid';
  return 'call';
}

/**
 * Words a writer may reach for that are not properties, with the property meant: the suggestion
 * for 'penalty' is 'double for penalty', which no spelling distance finds.
 */
export const PROPERTY_HINTS: ReadonlyMap<string, CallProperty> = new Map<string, CallProperty>([
  ['forcing', 'force'],
  ['forces', 'force'],
  ['gf', 'force to game'],
  ['invites', 'invite'],
  ['invitational', 'invite'],
  ['quantitative', 'invite slam'],
  ['signoff', 'sign off'],
  ['penalty', 'double for penalty'],
  ['takeout', 'double for takeout'],
  ['blackwood', 'ask for aces'],
  ['gerber', 'ask for aces'],
  ['stayman', 'ask for a major'],
  ['keycards', 'ask for keycards'],
  ['kings', 'ask for kings'],
  ['aces', 'ask for aces'],
]);
