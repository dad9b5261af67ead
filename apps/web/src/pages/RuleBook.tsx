import { useDeferredValue, useEffect, useId, useState, type ReactNode } from 'react';
import { loadSystem } from '../api/client.ts';
import type { BiddingSystem, BookConvention, BookRule, BookSituation } from '../api/types.ts';
import { useRequest } from '../api/use-request.ts';
import { useT } from '../i18n/language.tsx';
import type { MessageKey } from '../i18n/messages.ts';
import { CallView } from '../ui/CallView.tsx';
import { ConventionOptions } from '../ui/ConventionOptions.tsx';
import { ErrorNotice, Loading } from '../ui/Status.tsx';
import { bookCall } from '../ui/format.ts';

const PART_TITLE: Readonly<Record<string, MessageKey>> = { one: 'rules.part.one', two: 'rules.part.two' };
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

/** Everything a search may match in a rule: its call in both notations, meaning, If lines and situation. */
function searchText(situation: BookSituation, rule: BookRule): string {
  const canonical = rule.call === undefined ? undefined : bookCall(rule.call);
  return normalise([situation.name, ...situation.when, rule.call ?? '', canonical ?? '', rule.meaning ?? '', ...rule.tests].join(' \n '));
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
  const t = useT();
  const searchField = useId();
  const system = useRequest<BiddingSystem>();
  const { run } = system;
  const [query, setQuery] = useState('');
  const deferredQuery = useDeferredValue(query);

  useEffect(() => {
    void run(loadSystem);
  }, [run]);

  if (system.state.status === 'loading' || system.state.status === 'idle') {
    return (
      <>
        <h1>{t('rules.title')}</h1>
        <Loading text={t('state.loading')} />
      </>
    );
  }
  if (system.state.status === 'failed') {
    return (
      <>
        <h1>{t('rules.title')}</h1>
        <ErrorNotice failure={system.state.failure} onRetry={() => void run(loadSystem)} />
      </>
    );
  }

  const book = system.state.value;
  const words = normalise(deferredQuery).split(' ').filter((word) => word !== '');
  const searching = words.length > 0;
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

  return (
    <>
      <h1>{t('rules.title')}</h1>
      <p className="lead">{t('rules.intro', { count: book.ruleCount, situations: book.situations.length })}</p>
      <Conventions conventions={book.conventions} />
      <div className="search">
        <label htmlFor={searchField}>{t('rules.search')}</label>
        <input id={searchField} type="search" value={query} onChange={(event) => setQuery(event.target.value)} placeholder={t('rules.searchHint')} autoComplete="off" />
      </div>
      <p className="search-count" aria-live="polite">
        {!searching ? t('rules.open') : count === 0 ? t('rules.none', { query: deferredQuery.trim() }) : t('rules.matches', { count })}
      </p>
      {parts.map(({ part, entries, titleKey }) =>
        entries.length === 0 ? null : (
          <section key={part.part} className="book-part">
            <h2>{titleKey === undefined ? part.title : t(titleKey)}</h2>
            {entries.map(({ situation, rules }) => (
              // Folded to its name until opened or searched: the whole book unfolded is very long on a phone.
              <details key={`${situation.line}-${searching ? 'open' : 'folded'}`} className="situation" open={searching}>
                <summary>
                  <h3>{situation.name}</h3> <span className="rule-count">({rules.length === 1 ? t('rules.countOne') : t('rules.count', { count: rules.length })})</span>
                </summary>
                {situation.when.length === 0 ? null : (
                  <p className="situation-when">
                    <span className="label">{t('rules.when')}:</span> {situation.when.join('; ')}
                  </p>
                )}
                <dl className="rules">
                  {rules.map((rule) => {
                    const canonical = rule.call === undefined ? undefined : bookCall(rule.call);
                    return (
                      <div key={rule.line} className="rule">
                        <dt>{canonical === undefined ? (rule.call ?? '—') : <CallView call={canonical} />}</dt>
                        <dd>
                          {rule.meaning === undefined ? null : <p className="rule-meaning">{rule.meaning}</p>}
                          {rule.tests.length === 0 ? null : (
                            <p className="rule-tests">
                              <span className="label">{t('rules.if')}:</span> {rule.tests.join('; ')} <span className="rule-line">({t('rules.line', { line: rule.line })})</span>
                            </p>
                          )}
                        </dd>
                      </div>
                    );
                  })}
                </dl>
              </details>
            ))}
          </section>
        ),
      )}
    </>
  );
}
