import type { Seat } from '@tenace/engine/browser';
import { useCallback, useEffect, useState, type ReactNode } from 'react';
import { readBookOptions } from '../app/book-options.ts';
import { navigate } from '../app/router.tsx';
import { api, type BiddingSituation } from '../api/client.ts';
import type { Mark, PracticeDeal, RobotCall } from '../api/types.ts';
import { useRequest } from '../api/use-request.ts';
import { RichMessage, useT } from '../i18n/language.tsx';
import { auctionFacts, type AuctionResult } from '../ui/auction.ts';
import { AuctionGrid, type AuctionEntry } from '../ui/AuctionGrid.tsx';
import { BiddingBox } from '../ui/BiddingBox.tsx';
import { ConventionOptions } from '../ui/ConventionOptions.tsx';
import { ContractView } from '../ui/CallView.tsx';
import { Hand } from '../ui/Hand.tsx';
import { MarkFeedback } from '../ui/MarkFeedback.tsx';
import { SouthHand } from '../ui/SouthHand.tsx';
import { ErrorNotice, RequestStatus } from '../ui/Status.tsx';
import { seatKey } from '../ui/format.ts';

/** A call of the practice auction: North's with the rule book's meaning, South's with its mark. */
interface PracticeCall {
  readonly seat: Seat;
  readonly call: string;
  readonly meaning?: string;
  readonly mark?: Mark;
}

const seedInAddress = (): string | undefined => new URLSearchParams(window.location.search).get('seed') ?? undefined;

/**
 * Bid with a robot: a practice deal where the user bids South's hand, robot North answers by the
 * rule book (POST /bid) and East–West pass. Each of South's calls is marked (POST /mark).
 */
export function BidWithRobot(): ReactNode {
  const t = useT();
  const dealing = useRequest<PracticeDeal>();
  const robot = useRequest<RobotCall>();
  const marking = useRequest<Mark>();
  const [calls, setCalls] = useState<readonly PracticeCall[]>([]);
  const [lastTried, setLastTried] = useState<string | undefined>(undefined);
  const { run: runDeal } = dealing;
  const { run: runRobot, reset: resetRobot } = robot;
  const { run: runMark, reset: resetMark } = marking;

  const deal = dealing.state.status === 'done' ? dealing.state.value : undefined;

  const newDeal = useCallback(
    (seed?: string) => {
      setCalls([]);
      resetRobot();
      resetMark();
      void runDeal(() => api.practiceDeal(seed)).then((dealt) => {
        // The seed in the address: a reload or a shared link brings back the same deal.
        if (dealt !== undefined) navigate(`/bid?seed=${encodeURIComponent(dealt.seed)}`, { replace: true });
      });
    },
    [runDeal, resetRobot, resetMark],
  );

  useEffect(() => newDeal(seedInAddress()), [newDeal]);

  const facts = deal === undefined ? undefined : auctionFacts(deal.dealer, calls.map((c) => c.call));
  const known = facts?.ok === true ? facts.facts : undefined;
  const turn = known === undefined || known.over ? undefined : known.turn;
  const robotBusy = robot.state.status === 'loading';
  const robotFailed = robot.state.status === 'failed';

  const situation = useCallback(
    (seat: Seat): BiddingSituation | undefined =>
      deal === undefined ? undefined : { hand: deal.hands[seat], dealer: deal.dealer, vulnerability: deal.vulnerability, auction: calls.map((c) => c.call) },
    [deal, calls],
  );

  // The table moves on by itself until it is South's turn: East–West pass, North asks the rules.
  useEffect(() => {
    if (turn === undefined || turn === 'S' || robotBusy || robotFailed) return;
    const count = calls.length;
    const add = (entry: PracticeCall): void => setCalls((now) => (now.length === count ? [...now, entry] : now));
    if (turn === 'E' || turn === 'W') {
      add({ seat: turn, call: 'Pass' });
      return;
    }
    const asked = situation('N');
    if (asked === undefined) return;
    void runRobot(() => api.bid(asked, readBookOptions())).then((made) => {
      if (made !== undefined) add({ seat: 'N', call: made.call, meaning: made.meaning });
    });
    // "Try again" after a failed robot call clears the failure, which runs this again.
  }, [turn, calls.length, robotBusy, robotFailed, situation, runRobot]);

  const call = (chosen: string): void => {
    const asked = situation('S');
    if (asked === undefined) return;
    const count = calls.length;
    setLastTried(chosen);
    void runMark(() => api.mark(asked, chosen, readBookOptions())).then((mark) => {
      if (mark !== undefined) setCalls((now) => (now.length === count ? [...now, { seat: 'S', call: chosen, mark, ...(mark.given.meaning === undefined ? {} : { meaning: mark.given.meaning }) }] : now));
    });
  };

  const entries: AuctionEntry[] = calls.map((c) => ({
    call: c.call,
    ...(c.meaning === undefined ? {} : { meaning: c.meaning }),
    ...(c.seat === 'E' || c.seat === 'W' ? { note: t('auction.eastWestPass') } : {}),
  }));
  const marks = calls.flatMap((c) => (c.mark === undefined ? [] : [c.mark]));
  const lastNorth = calls.findLastIndex((c) => c.seat === 'N');
  const lastMark = marks.at(-1);

  return (
    <>
      <h1>{t('bid.title')}</h1>
      <p className="lead">{t('bid.intro')}</p>
      <ConventionOptions />
      <p>
        <button type="button" onClick={() => newDeal()} disabled={dealing.state.status === 'loading'}>
          {t('bid.newDeal')}
        </button>
      </p>
      <RequestStatus state={dealing.state} loading={t('bid.dealing')} onRetry={() => newDeal(seedInAddress())} />
      {facts?.ok === false ? <ErrorNotice failure={{ kind: 'unexpected', message: facts.message }} /> : null}
      {deal === undefined || known === undefined ? null : (
        <div className="table-layout">
          <SouthHand dealer={deal.dealer} vulnerability={deal.vulnerability} hand={deal.hands.S}>
            {known.over ? (
              <>
                <h2>{t('bid.partnerHand')}</h2>
                <Hand hand={deal.hands.N} label={t('bid.partnerHand')} />
              </>
            ) : null}
          </SouthHand>
          <section className="table-auction" aria-label={t('auction.caption')}>
            <AuctionGrid dealer={deal.dealer} calls={entries} awaiting={turn} explain={lastNorth < 0 ? undefined : lastNorth} />
            <RequestStatus state={robot.state} loading={t('bid.thinking')} onRetry={resetRobot} />
            {turn === 'S' ? (
              <div className="your-call">
                <h2>{t('bid.yourCall')}</h2>
                <BiddingBox legal={known.legal} onCall={call} disabled={marking.state.status === 'loading'} />
                <RequestStatus state={marking.state} loading={t('bid.marking')} {...(lastTried === undefined ? {} : { onRetry: () => call(lastTried) })} />
              </div>
            ) : null}
            {lastMark === undefined || known.over ? null : (
              <div aria-live="polite">
                <MarkFeedback mark={lastMark} />
              </div>
            )}
            {known.over ? <AuctionEnd contract={known.contract} marks={marks} /> : null}
          </section>
        </div>
      )}
    </>
  );
}

function AuctionEnd({ contract, marks }: { readonly contract: AuctionResult | undefined; readonly marks: readonly Mark[] }): ReactNode {
  const t = useT();
  const right = marks.filter((m) => m.correct).length;
  return (
    <div className="auction-end" role="status">
      <h2>{t('bid.over')}</h2>
      <p className="contract-line">
        {contract === 'passed-out' || contract === undefined ? (
          t('bid.passedOut')
        ) : (
          <RichMessage id="bid.contract" values={{ contract: <ContractView contract={contract.text} />, declarer: t(seatKey(contract.declarer)) }} />
        )}
      </p>
      <p className="summary">{t('bid.summary', { right, total: marks.length })}</p>
      <h3>{t('bid.yourCalls')}</h3>
      <ol className="mark-list">
        {marks.map((mark, index) => (
          <li key={index}>
            <MarkFeedback mark={mark} />
          </li>
        ))}
      </ol>
    </div>
  );
}
