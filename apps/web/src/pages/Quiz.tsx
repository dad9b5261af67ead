import { useEffect, useId, useState, type ReactNode } from 'react';
import { api, loadBookSystem } from '../api/client.ts';
import { useMyBook } from '../app/my-book.ts';
import type { BiddingSystem, Mark, QuizItem } from '../api/types.ts';
import { useRequest, type RequestState } from '../api/use-request.ts';
import { readBookOptions } from '../app/book-options.ts';
import { useT } from '../i18n/language.tsx';
import { auctionFacts, type AuctionFacts } from '../ui/auction.ts';
import { AuctionGrid } from '../ui/AuctionGrid.tsx';
import { BiddingBox } from '../ui/BiddingBox.tsx';
import { MyBookNotice } from '../ui/MyBookNotice.tsx';
import { ConventionOptions } from '../ui/ConventionOptions.tsx';
import { MarkFeedback } from '../ui/MarkFeedback.tsx';
import { SouthHand } from '../ui/SouthHand.tsx';
import { ErrorNotice, RequestStatus } from '../ui/Status.tsx';

interface Score {
  readonly asked: number;
  readonly right: number;
}

const NO_SCORE: Score = { asked: 0, right: 0 };

/**
 * Bid it and the quizzes: a situation from the rule book on a chosen topic (POST /quiz), the user's
 * call marked with the sheet's words (POST /mark), and a running score.
 */
export function Quiz(): ReactNode {
  const t = useT();
  const system = useRequest<BiddingSystem>();
  const [topic, setTopic] = useState('');
  const quiz = useQuiz(topic);
  const { run: runSystem } = system;
  const book = useMyBook()?.id;

  // Each book has its own topics: asked again when the player changes book.
  // biome-ignore lint/correctness/useExhaustiveDependencies: book is read by loadBookSystem.
  useEffect(() => {
    void runSystem(loadBookSystem);
  }, [runSystem, book]);

  const { item, facts } = quiz;
  const topics = system.state.status === 'done' ? system.state.value.quizTopics : [];
  const chosenTopic = topics.find((candidate) => candidate.id === topic);

  return (
    <>
      <h1>{t('quiz.title')}</h1>
      <p className="lead">{t('quiz.intro')}</p>
      <MyBookNotice />
      <TopicChoice
        topics={topics}
        topic={topic}
        onTopic={setTopic}
        asking={quiz.question.status === 'loading'}
        started={item !== undefined}
        onAsk={quiz.ask}
      />
      <ConventionOptions />
      {chosenTopic === undefined ? null : <p className="topic-description">{chosenTopic.description}</p>}
      <RequestStatus state={system.state} loading={t('state.loading')} onRetry={() => void runSystem(loadBookSystem)} />
      <QuizScore score={quiz.score} onReset={quiz.resetScore} />
      <RequestStatus state={quiz.question} loading={t('quiz.fetching')} onRetry={quiz.ask} />
      {facts?.ok === false ? <ErrorNotice failure={{ kind: 'unexpected', message: facts.message }} /> : null}
      {item === undefined || facts?.ok !== true ? null : <QuizTable quiz={quiz} item={item} facts={facts.facts} />}
    </>
  );
}

/** A question on `topic` (any, when empty) and the answer given, marked, with the running score. */
interface QuizRound {
  readonly question: RequestState<QuizItem>;
  readonly marking: RequestState<Mark>;
  readonly item: QuizItem | undefined;
  readonly facts: ReturnType<typeof auctionFacts> | undefined;
  /** The mark of the answer given; undefined until then. */
  readonly answered: Mark | undefined;
  readonly score: Score;
  /** The last call sent to be marked, to send again after a failure. */
  readonly lastTried: string | undefined;
  readonly ask: () => void;
  readonly answer: (call: string) => void;
  readonly resetScore: () => void;
}

/** Questions on the topic chosen, each answer marked and counted. */
function useQuiz(topic: string): QuizRound {
  const question = useRequest<QuizItem>();
  const marking = useRequest<Mark>();
  const [score, setScore] = useState(NO_SCORE);
  const [lastTried, setLastTried] = useState<string | undefined>(undefined);

  const ask = (): void => {
    marking.reset();
    void question.run(() => api.quiz(topic === '' ? undefined : topic, readBookOptions()));
  };

  const item = question.state.status === 'done' ? question.state.value : undefined;
  const answer = (call: string): void => {
    if (item === undefined) return;
    setLastTried(call);
    void marking
      .run(() =>
        api.mark(
          { hand: item.hand, dealer: item.dealer, vulnerability: item.vulnerability, auction: item.auction },
          call,
          item.options,
          item.book,
        ),
      )
      .then((mark) => {
        if (mark !== undefined) setScore((now) => ({ asked: now.asked + 1, right: now.right + (mark.correct ? 1 : 0) }));
      });
  };

  return {
    question: question.state,
    marking: marking.state,
    item,
    facts: item === undefined ? undefined : auctionFacts(item.dealer, item.auction),
    answered: marking.state.status === 'done' ? marking.state.value : undefined,
    score,
    lastTried,
    ask,
    answer,
    resetScore: () => setScore(NO_SCORE),
  };
}

interface TopicChoiceProps {
  readonly topics: readonly { readonly id: string; readonly title: string }[];
  readonly topic: string;
  readonly onTopic: (topic: string) => void;
  /** Whether a question is on its way. */
  readonly asking: boolean;
  /** Whether a question has come: the button asks for the next one. */
  readonly started: boolean;
  readonly onAsk: () => void;
}

/** The topic to ask about (any, unless chosen) and the button that asks. */
function TopicChoice({ topics, topic, onTopic, asking, started, onAsk }: TopicChoiceProps): ReactNode {
  const t = useT();
  const topicField = useId();
  return (
    <div className="quiz-controls">
      <label htmlFor={topicField}>{t('quiz.topic')}</label>
      <select id={topicField} value={topic} onChange={(event) => onTopic(event.target.value)}>
        <option value="">{t('quiz.anyTopic')}</option>
        {topics.map((candidate) => (
          <option key={candidate.id} value={candidate.id}>
            {candidate.title}
          </option>
        ))}
      </select>
      <button type="button" onClick={onAsk} disabled={asking}>
        {t(started ? 'quiz.next' : 'quiz.start')}
      </button>
    </div>
  );
}

/** The running score, with a way to start it again. */
function QuizScore({ score, onReset }: { readonly score: Score; readonly onReset: () => void }): ReactNode {
  const t = useT();
  return (
    <p className="quiz-score" aria-live="polite">
      {t('quiz.score', { right: score.right, asked: score.asked })}{' '}
      {score.asked === 0 ? null : (
        <button type="button" className="link-button" onClick={onReset}>
          {t('quiz.reset')}
        </button>
      )}
    </p>
  );
}

/** The question: South's hand and the auction so far, the bidding box, then the mark and Next question. */
function QuizTable({ quiz, item, facts }: { readonly quiz: QuizRound; readonly item: QuizItem; readonly facts: AuctionFacts }): ReactNode {
  const t = useT();
  const { answered, marking, lastTried, answer } = quiz;
  return (
    <div className="table-layout">
      <SouthHand dealer={item.dealer} vulnerability={item.vulnerability} hand={item.hand} />
      <section className="table-auction" aria-label={t('auction.caption')}>
        <AuctionGrid
          dealer={item.dealer}
          // Once answered, South's call stands in the auction with what it means.
          calls={[
            ...item.auction.map((call) => ({ call })),
            ...(answered === undefined
              ? []
              : [{ call: answered.given.call, ...(answered.given.meaning === undefined ? {} : { meaning: answered.given.meaning }) }]),
          ]}
          awaiting={answered === undefined ? facts.turn : undefined}
        />
        <div className="your-call">
          <h2>{t('quiz.question')}</h2>
          <BiddingBox legal={facts.legal} onCall={answer} disabled={answered !== undefined || marking.status === 'loading'} />
        </div>
        <RequestStatus
          state={marking}
          loading={t('bid.marking')}
          {...(lastTried === undefined ? {} : { onRetry: () => answer(lastTried) })}
        />
        <div aria-live="polite">{answered === undefined ? null : <MarkFeedback mark={answered} />}</div>
        {answered === undefined ? null : (
          <p>
            <button type="button" onClick={quiz.ask}>
              {t('quiz.next')}
            </button>
          </p>
        )}
      </section>
    </div>
  );
}
