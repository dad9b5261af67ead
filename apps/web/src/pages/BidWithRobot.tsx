import type { ReactNode } from 'react';
import type { Mark, PracticeDeal } from '../api/types.ts';
import type { RequestState } from '../api/use-request.ts';
import { RichMessage, useT, type Translate } from '../i18n/language.tsx';
import type { AuctionFacts, AuctionResult } from '../ui/auction.ts';
import { AuctionGrid, type AuctionEntry } from '../ui/AuctionGrid.tsx';
import { BiddingBox } from '../ui/BiddingBox.tsx';
import { ConventionOptions } from '../ui/ConventionOptions.tsx';
import { ContractView } from '../ui/CallView.tsx';
import { Hand } from '../ui/Hand.tsx';
import { MyBookNotice } from '../ui/MyBookNotice.tsx';
import { MarkFeedback } from '../ui/MarkFeedback.tsx';
import { SouthHand } from '../ui/SouthHand.tsx';
import { ErrorNotice, RequestStatus } from '../ui/Status.tsx';
import { seatKey } from '../ui/format.ts';
import { usePractice, type Practice, type PracticeCall } from './use-practice.ts';

/**
 * Bid with a robot: a practice deal where the user bids South's hand, robot North answers by the
 * rule book (POST /bid) and East–West pass. Each of South's calls is marked (POST /mark).
 */
export function BidWithRobot(): ReactNode {
  const t = useT();
  const practice = usePractice();
  const { deal, facts, known } = practice;
  return (
    <>
      <h1>{t('bid.title')}</h1>
      <p className="lead">{t('bid.intro')}</p>
      <MyBookNotice />
      <ConventionOptions />
      <p>
        <button type="button" onClick={practice.newDeal} disabled={practice.dealing.status === 'loading'}>
          {t('bid.newDeal')}
        </button>
      </p>
      <RequestStatus state={practice.dealing} loading={t('bid.dealing')} onRetry={practice.retryDeal} />
      {facts?.ok === false ? <ErrorNotice failure={{ kind: 'unexpected', message: facts.message }} /> : null}
      {deal === undefined || known === undefined ? null : <PracticeTable practice={practice} deal={deal} known={known} />}
    </>
  );
}

/** The auction as the grid draws it: North's calls with their meaning, East–West's passes said to be theirs. */
const practiceEntries = (calls: readonly PracticeCall[], t: Translate): AuctionEntry[] =>
  calls.map((c) => ({
    call: c.call,
    ...(c.meaning === undefined ? {} : { meaning: c.meaning }),
    ...(c.seat === 'E' || c.seat === 'W' ? { note: t('auction.eastWestPass') } : {}),
  }));

/** South's hand (North's too once the auction is over) beside the auction, South's calls and their marks. */
function PracticeTable({
  practice,
  deal,
  known,
}: {
  readonly practice: Practice;
  readonly deal: PracticeDeal;
  readonly known: AuctionFacts;
}): ReactNode {
  const t = useT();
  const { calls, turn } = practice;
  const marks = calls.flatMap((c) => (c.mark === undefined ? [] : [c.mark]));
  const lastNorth = calls.findLastIndex((c) => c.seat === 'N');
  const lastMark = marks.at(-1);
  return (
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
        <AuctionGrid
          dealer={deal.dealer}
          calls={practiceEntries(calls, t)}
          awaiting={turn}
          explain={lastNorth < 0 ? undefined : lastNorth}
        />
        <RequestStatus state={practice.robot} loading={t('bid.thinking')} onRetry={practice.retryRobot} />
        {turn === 'S' ? (
          <YourCall legal={known.legal} marking={practice.marking} lastTried={practice.lastTried} onCall={practice.call} />
        ) : null}
        {lastMark === undefined || known.over ? null : (
          <div aria-live="polite">
            <MarkFeedback mark={lastMark} />
          </div>
        )}
        {known.over ? <AuctionEnd contract={known.contract} marks={marks} /> : null}
      </section>
    </div>
  );
}

interface YourCallProps {
  readonly legal: readonly string[];
  readonly marking: RequestState<Mark>;
  readonly lastTried: string | undefined;
  readonly onCall: (call: string) => void;
}

/** South's turn: the bidding box, then the call's marking under way (or failed, to send again). */
function YourCall({ legal, marking, lastTried, onCall }: YourCallProps): ReactNode {
  const t = useT();
  return (
    <div className="your-call">
      <h2>{t('bid.yourCall')}</h2>
      <BiddingBox legal={legal} onCall={onCall} disabled={marking.status === 'loading'} />
      <RequestStatus
        state={marking}
        loading={t('bid.marking')}
        {...(lastTried === undefined ? {} : { onRetry: () => onCall(lastTried) })}
      />
    </div>
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
          <RichMessage
            id="bid.contract"
            values={{ contract: <ContractView contract={contract.text} />, declarer: t(seatKey(contract.declarer)) }}
          />
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
