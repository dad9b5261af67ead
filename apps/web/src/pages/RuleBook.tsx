import { useDeferredValue, useEffect, useId, useState, type ReactNode } from 'react';
import { loadBookSystem } from '../api/client.ts';
import { useMyBook } from '../app/my-book.ts';
import type { BiddingSystem, BookConvention, BookRule, BookSituation, BookValue, CallProperty } from '../api/types.ts';
import { useRequest } from '../api/use-request.ts';
import { useLanguage, useT } from '../i18n/language.tsx';
import type { MessageKey } from '../i18n/messages.ts';
import { CallView } from '../ui/CallView.tsx';
import { MyBookNotice } from '../ui/MyBookNotice.tsx';
import { ConventionOptions } from '../ui/ConventionOptions.tsx';
import { ErrorNotice, Loading } from '../ui/Status.tsx';
import { bookCall } from '../ui/format.ts';

const PART_TITLE: Readonly<Record<string, MessageKey>> = { one: 'rules.part.one', two: 'rules.part.two' };

/** How the page names each property of a call (a Does line of the book): every one has its words. */
const PROPERTY_WORDS: Readonly<Record<CallProperty, MessageKey>> = {
  force: 'rules.does.force',
  'force to game': 'rules.does.forceToGame',
  'not force': 'rules.does.notForce',
  invite: 'rules.does.invite',
  'invite slam': 'rules.does.inviteSlam',
  'sign off': 'rules.does.signOff',
  'double for penalty': 'rules.does.penalty',
  'double for takeout': 'rules.does.takeout',
  transfer: 'rules.does.transfer',
  relay: 'rules.does.relay',
  'ask for aces': 'rules.does.askAces',
  'ask for keycards': 'rules.does.askKeycards',
  'ask for the trump queen': 'rules.does.askQueen',
  'ask for kings': 'rules.does.askKings',
  'ask for a major': 'rules.does.askMajor',
  'ask for a stopper': 'rules.does.askStopper',
  'answer aces': 'rules.does.answerAces',
  'answer keycards': 'rules.does.answerKeycards',
  'answer kings': 'rules.does.answerKings',
};
const SYMBOL_LETTER: Readonly<Record<string, string>> = { '♠': 's', '♥': 'h', '♦': 'd', '♣': 'c' };

/** Lower case, suit symbols as letters, `1n` as `1nt`: so that 1♥, 1H and 1h find the same rules. */
function normalise(text: string): string {
  return text
    .toLowerCase()
    .replace(/[♠♥♦♣]/g, (symbol) => SYMBOL_LETTER[symbol] ?? symbol)
    .replace(/\b([1-7])n\b/g, '$1nt')
    .replace(/\s+/g, ' ')
    .trim();
}

/** Everything a search may match in a rule: its call in both notations, meaning, If lines, what it does and situation. */
function searchText(situation: BookSituation, rule: BookRule): string {
  const canonical = rule.call === undefined ? undefined : bookCall(rule.call);
  // Both languages' meanings: a search in either finds the rule.
  const meanings = rule.meanings === undefined ? [rule.meaning ?? ''] : [rule.meanings.en, rule.meanings.id];
  const words = [situation.name, ...situation.when, rule.call ?? '', canonical ?? '', ...meanings, ...rule.tests, ...rule.does];
  return normalise(words.join(' \n '));
}

/** The numbers the book declares (its Value lines): one number, or a range. */
function BookValues({ values }: { readonly values: readonly BookValue[] }): ReactNode {
  const t = useT();
  if (values.length === 0) return null;
  return (
    <section className="book-values" aria-labelledby="values-title">
      <h2 id="values-title">{t('rules.values')}</h2>
      <p>{t('rules.valuesIntro')}</p>
      <ul>
        {values.map((value) => (
          <li key={value.line}>
            {value.name}: <strong>{value.min === value.max ? value.min : `${value.min}–${value.max}`}</strong>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** The conventions the book plays, each with its named options (GET /api/v1/system): a short list. */
function Conventions({ conventions }: { readonly conventions: readonly BookConvention[] }): ReactNode {
  const t = useT();
  if (conventions.length === 0) return null;
  return (
    <section className="conventions" aria-labelledby="conventions-title">
      <h2 id="conventions-title">{t('rules.conventions')}</h2>
      <p>{t('rules.conventionsIntro')}</p>
      <ul>
        {conventions.map((convention) => (
          <li key={convention.line}>
            <strong>{convention.name}</strong>: {convention.description}
            {convention.options.length === 0 ? null : (
              <ul className="convention-options">
                {convention.options.map((option) => (
                  <li key={option.line}>
                    {t('rules.option')} <strong>{option.name}</strong> ({t('rules.optionOff')}): {option.description}
                  </li>
                ))}
              </ul>
            )}
          </li>
        ))}
      </ul>
      <ConventionOptions />
    </section>
  );
}

/** The rule book as the robots use it (GET /api/v1/system), searchable by call, words or situation. */
export function RuleBook(): ReactNode {
  const { t, language } = useLanguage();
  const system = useRequest<BiddingSystem>();
  const { run } = system;
  const book = useMyBook()?.id;

  // The page shows the book bid by, its meanings in the page's language: read again when either changes.
  // biome-ignore lint/correctness/useExhaustiveDependencies: book is read by loadBookSystem.
  useEffect(() => {
    void run(() => loadBookSystem(language));
  }, [run, book, language]);

  return (
    <>
      <h1>{t('rules.title')}</h1>
      <MyBookNotice />
      {system.state.status === 'loading' || system.state.status === 'idle' ? (
        <Loading text={t('state.loading')} />
      ) : system.state.status === 'failed' ? (
        <ErrorNotice failure={system.state.failure} onRetry={() => void run(() => loadBookSystem(language))} />
      ) : (
        <Book book={system.state.value} />
      )}
    </>
  );
}

interface BookPartFound {
  readonly part: BiddingSystem['parts'][number];
  readonly titleKey: MessageKey | undefined;
  readonly entries: readonly { readonly situation: BookSituation; readonly rules: readonly BookRule[] }[];
}

/** The rules a search finds (all of them for no words), part by part and situation by situation, and how many. */
function searchBook(
  book: BiddingSystem,
  query: string,
): { readonly searching: boolean; readonly count: number; readonly parts: readonly BookPartFound[] } {
  const words = normalise(query)
    .split(' ')
    .filter((word) => word !== '');
  const matches = (situation: BookSituation, rule: BookRule): boolean => {
    if (words.length === 0) return true;
    const text = searchText(situation, rule);
    return words.every((word) => text.includes(word));
  };
  const shown = book.situations
    .map((situation) => ({ situation, rules: situation.rules.filter((rule) => matches(situation, rule)) }))
    .filter((entry) => entry.rules.length > 0);
  const count = shown.reduce((sum, entry) => sum + entry.rules.length, 0);
  const parts = book.parts.map((part) => ({
    part,
    titleKey: PART_TITLE[part.part],
    entries: shown.filter((entry) => (entry.situation.part ?? 'one') === part.part),
  }));
  return { searching: words.length > 0, count, parts };
}

/** The book loaded: its conventions, the search, and the rules it finds. */
function Book({ book }: { readonly book: BiddingSystem }): ReactNode {
  const t = useT();
  const [query, setQuery] = useState('');
  const deferredQuery = useDeferredValue(query);
  const { searching, count, parts } = searchBook(book, deferredQuery);
  return (
    <>
      <p className="lead">{t('rules.intro', { count: book.ruleCount, situations: book.situations.length })}</p>
      <Conventions conventions={book.conventions} />
      <BookValues values={book.values} />
      <SearchField query={query} onChange={setQuery} />
      <p className="search-count" aria-live="polite">
        {!searching ? t('rules.open') : count === 0 ? t('rules.none', { query: deferredQuery.trim() }) : t('rules.matches', { count })}
      </p>
      {parts.map((found) => (found.entries.length === 0 ? null : <BookPart key={found.part.part} found={found} searching={searching} />))}
    </>
  );
}

/** A part of the book under its title, with the situations that have rules found. */
function BookPart({
  found: { part, titleKey, entries },
  searching,
}: {
  readonly found: BookPartFound;
  readonly searching: boolean;
}): ReactNode {
  const t = useT();
  return (
    <section className="book-part">
      <h2>{titleKey === undefined ? part.title : t(titleKey)}</h2>
      {entries.map(({ situation, rules }) => (
        // Folded to its name until opened or searched: the whole book unfolded is very long on a phone.
        <SituationRules key={`${situation.line}-${searching ? 'open' : 'folded'}`} situation={situation} rules={rules} open={searching} />
      ))}
    </section>
  );
}

/** The search box: a call (1♥, 1H, 1h), words of a meaning or a situation's name. */
function SearchField({ query, onChange }: { readonly query: string; readonly onChange: (query: string) => void }): ReactNode {
  const t = useT();
  const searchField = useId();
  return (
    <div className="search">
      <label htmlFor={searchField}>{t('rules.search')}</label>
      <input
        id={searchField}
        type="search"
        value={query}
        onChange={(event) => onChange(event.target.value)}
        placeholder={t('rules.searchHint')}
        autoComplete="off"
      />
    </div>
  );
}

/** A situation under its name (and its When lines), with the rules found in it. */
function SituationRules({
  situation,
  rules,
  open,
}: {
  readonly situation: BookSituation;
  readonly rules: readonly BookRule[];
  readonly open: boolean;
}): ReactNode {
  const t = useT();
  return (
    <details className="situation" open={open}>
      <summary>
        <h3>{situation.name}</h3>{' '}
        <span className="rule-count">({rules.length === 1 ? t('rules.countOne') : t('rules.count', { count: rules.length })})</span>
      </summary>
      {situation.when.length === 0 ? null : (
        <p className="situation-when">
          <span className="label">{t('rules.when')}:</span> {situation.when.join('; ')}
        </p>
      )}
      <dl className="rules">
        {rules.map((rule) => (
          <Rule key={rule.line} rule={rule} />
        ))}
      </dl>
    </details>
  );
}

/** One rule: its call, what it means, what it does (a short list of tags), its If lines and its line in the book. */
function Rule({ rule }: { readonly rule: BookRule }): ReactNode {
  const t = useT();
  const canonical = rule.call === undefined ? undefined : bookCall(rule.call);
  return (
    <div className="rule">
      <dt>{canonical === undefined ? (rule.call ?? '—') : <CallView call={canonical} />}</dt>
      <dd>
        {rule.meaning === undefined ? null : <p className="rule-meaning">{rule.meaning}</p>}
        {rule.does.length === 0 ? null : (
          <ul className="rule-does" aria-label={t('rules.does')}>
            {rule.does.map((property) => (
              <li key={property}>{t(PROPERTY_WORDS[property])}</li>
            ))}
          </ul>
        )}
        {rule.tests.length === 0 ? null : (
          <p className="rule-tests">
            <span className="label">{t('rules.if')}:</span> {rule.tests.join('; ')}{' '}
            <span className="rule-line">({t('rules.line', { line: rule.line })})</span>
          </p>
        )}
      </dd>
    </div>
  );
}
