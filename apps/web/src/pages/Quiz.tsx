import { useEffect, useId, useState, type ReactNode } from 'react';
import { api, loadSystem } from '../api/client.ts';
import type { BiddingSystem, Mark, QuizItem } from '../api/types.ts';
import { useRequest } from '../api/use-request.ts';
import { readBookOptions } from '../app/book-options.ts';
import { useT } from '../i18n/language.tsx';
import { auctionFacts } from '../ui/auction.ts';
import { AuctionGrid } from '../ui/AuctionGrid.tsx';
import { BiddingBox } from '../ui/BiddingBox.tsx';
import { ConventionOptions } from '../ui/ConventionOptions.tsx';
import { MarkFeedback } from '../ui/MarkFeedback.tsx';
import { SouthHand } from '../ui/SouthHand.tsx';
import { ErrorNotice, RequestStatus } from '../ui/Status.tsx';

/**
 * Bid it and the quizzes: a situation from the rule book on a chosen topic (POST /quiz), the user's
 * call marked with the sheet's words (POST /mark), and a running score.
 */
export function Quiz(): ReactNode {
  const t = useT();
  const topicField = useId();
  const system = useRequest<BiddingSystem>();
  const question = useRequest<QuizItem>();
  const marking = useRequest<Mark>();
  const [topic, setTopic] = useState('');
  const [score, setScore] = useState({ asked: 0, right: 0 });
  const [lastTried, setLastTried] = useState<string | undefined>(undefined);
  const { run: runSystem } = system;

  useEffect(() => {
    void runSystem(loadSystem);
  }, [runSystem]);

  const ask = (): void => {
    marking.reset();
    void question.run(() => api.quiz(topic === '' ? undefined : topic, readBookOptions()));
  };

  const item = question.state.status === 'done' ? question.state.value : undefined;
  const facts = item === undefined ? undefined : auctionFacts(item.dealer, item.auction);
  const answered = marking.state.status === 'done' ? marking.state.value : undefined;

  const answer = (call: string): void => {
    if (item === undefined) return;
    setLastTried(call);
    void marking.run(() => api.mark({ hand: item.hand, dealer: item.dealer, vulnerability: item.vulnerability, auction: item.auction }, call, item.options)).then((mark) => {
      if (mark !== undefined) setScore((now) => ({ asked: now.asked + 1, right: now.right + (mark.correct ? 1 : 0) }));
    });
  };

  const topics = system.state.status === 'done' ? system.state.value.quizTopics : [];
  const chosenTopic = topics.find((candidate) => candidate.id === topic);

  return (
    <>
      <h1>{t('quiz.title')}</h1>
      <p className="lead">{t('quiz.intro')}</p>
      <div className="quiz-controls">
        <label htmlFor={topicField}>{t('quiz.topic')}</label>
        <select id={topicField} value={topic} onChange={(event) => setTopic(event.target.value)}>
          <option value="">{t('quiz.anyTopic')}</option>
          {topics.map((candidate) => (
            <option key={candidate.id} value={candidate.id}>
              {candidate.title}
            </option>
          ))}
        </select>
        <button type="button" onClick={ask} disabled={question.state.status === 'loading'}>
          {t(item === undefined ? 'quiz.start' : 'quiz.next')}
        </button>
      </div>
      <ConventionOptions />
      {chosenTopic === undefined ? null : <p className="topic-description">{chosenTopic.description}</p>}
      <RequestStatus state={system.state} loading={t('state.loading')} onRetry={() => void runSystem(loadSystem)} />
      <p className="quiz-score" aria-live="polite">
        {t('quiz.score', { right: score.right, asked: score.asked })}{' '}
        {score.asked === 0 ? null : (
          <button type="button" className="link-button" onClick={() => setScore({ asked: 0, right: 0 })}>
            {t('quiz.reset')}
          </button>
        )}
      </p>
      <RequestStatus state={question.state} loading={t('quiz.fetching')} onRetry={ask} />
      {facts?.ok === false ? <ErrorNotice failure={{ kind: 'unexpected', message: facts.message }} /> : null}
      {item === undefined || facts?.ok !== true ? null : (
        <div className="table-layout">
          <SouthHand dealer={item.dealer} vulnerability={item.vulnerability} hand={item.hand} />
          <section className="table-auction" aria-label={t('auction.caption')}>
            <AuctionGrid
              dealer={item.dealer}
              // Once answered, South's call stands in the auction with what it means.
              calls={[...item.auction.map((call) => ({ call })), ...(answered === undefined ? [] : [{ call: answered.given.call, ...(answered.given.meaning === undefined ? {} : { meaning: answered.given.meaning }) }])]}
              awaiting={answered === undefined ? facts.facts.turn : undefined}
            />
            <div className="your-call">
              <h2>{t('quiz.question')}</h2>
              <BiddingBox legal={facts.facts.legal} onCall={answer} disabled={answered !== undefined || marking.state.status === 'loading'} />
            </div>
            <RequestStatus state={marking.state} loading={t('bid.marking')} {...(lastTried === undefined ? {} : { onRetry: () => answer(lastTried) })} />
            <div aria-live="polite">{answered === undefined ? null : <MarkFeedback mark={answered} />}</div>
            {answered === undefined ? null : (
              <p>
                <button type="button" onClick={ask}>
                  {t('quiz.next')}
                </button>
              </p>
            )}
          </section>
        </div>
      )}
    </>
  );
}
