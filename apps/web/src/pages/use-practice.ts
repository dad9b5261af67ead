import type { Seat } from '@tenace/engine/browser';
import { useCallback, useEffect, useState, type Dispatch, type SetStateAction } from 'react';
import { readBookOptions } from '../app/book-options.ts';
import { navigate } from '../app/router.tsx';
import { api, type BiddingSituation } from '../api/client.ts';
import type { Mark, PracticeDeal, RobotCall } from '../api/types.ts';
import { useRequest, type RequestState } from '../api/use-request.ts';
import { auctionFacts, type AuctionFacts } from '../ui/auction.ts';

/** A call of the practice auction: North's with the rule book's meaning, South's with its mark. */
export interface PracticeCall {
  readonly seat: Seat;
  readonly call: string;
  readonly meaning?: string;
  readonly mark?: Mark;
}

/** A practice deal and its auction so far, with the requests that deal it and move it on. */
export interface Practice {
  readonly dealing: RequestState<PracticeDeal>;
  readonly robot: RequestState<RobotCall>;
  readonly marking: RequestState<Mark>;
  readonly deal: PracticeDeal | undefined;
  readonly calls: readonly PracticeCall[];
  /** What the laws of the auction say about the calls so far, or the problem with them; undefined before a deal. */
  readonly facts: ReturnType<typeof auctionFacts> | undefined;
  readonly known: AuctionFacts | undefined;
  /** Whose call it is; undefined before a deal and once the auction is over. */
  readonly turn: Seat | undefined;
  /** South's last call sent to be marked, to send again after a failure. */
  readonly lastTried: string | undefined;
  readonly newDeal: () => void;
  /** The deal again (the one in the address, if any), after dealing failed. */
  readonly retryDeal: () => void;
  readonly retryRobot: () => void;
  /** South's call, marked (POST /mark) before it joins the auction. */
  readonly call: (chosen: string) => void;
}

type SetCalls = Dispatch<SetStateAction<readonly PracticeCall[]>>;
type Run<T> = (start: () => Promise<T>) => Promise<T | undefined>;
type Situation = (seat: Seat) => BiddingSituation | undefined;

const seedInAddress = (): string | undefined => new URLSearchParams(window.location.search).get('seed') ?? undefined;

/**
 * A practice deal where the user bids South's hand, robot North answers by the rule book (POST /bid)
 * and East–West pass. Each of South's calls is marked (POST /mark).
 */
export function usePractice(): Practice {
  const dealing = useRequest<PracticeDeal>();
  const robot = useRequest<RobotCall>();
  const marking = useRequest<Mark>();
  const [calls, setCalls] = useState<readonly PracticeCall[]>([]);
  const [lastTried, setLastTried] = useState<string | undefined>(undefined);
  const { run: runDeal } = dealing;
  const { run: runRobot, reset: resetRobot } = robot;
  const { run: runMark, reset: resetMark } = marking;

  const newDeal = useNewDeal(runDeal, resetRobot, resetMark, setCalls);

  const deal = dealing.state.status === 'done' ? dealing.state.value : undefined;
  const facts =
    deal === undefined
      ? undefined
      : auctionFacts(
          deal.dealer,
          calls.map((c) => c.call),
        );
  const known = facts?.ok === true ? facts.facts : undefined;
  const turn = known === undefined || known.over ? undefined : known.turn;

  const situation = useCallback<Situation>(
    (seat) =>
      deal === undefined
        ? undefined
        : { hand: deal.hands[seat], dealer: deal.dealer, vulnerability: deal.vulnerability, auction: calls.map((c) => c.call) },
    [deal, calls],
  );

  useRobotsTurns(turn, calls.length, robot.state, situation, runRobot, setCalls);

  const call = (chosen: string): void => {
    const asked = situation('S');
    if (asked === undefined) return;
    setLastTried(chosen);
    markSouthCall(asked, chosen, calls.length, runMark, setCalls);
  };

  return {
    dealing: dealing.state,
    robot: robot.state,
    marking: marking.state,
    deal,
    calls,
    facts,
    known,
    turn,
    lastTried,
    newDeal: () => newDeal(),
    retryDeal: () => newDeal(seedInAddress()),
    retryRobot: resetRobot,
    call,
  };
}

/** A new deal (the one `seed` names, if any) with the auction started again; on arrival, the deal in the address. */
function useNewDeal(
  runDeal: Run<PracticeDeal>,
  resetRobot: () => void,
  resetMark: () => void,
  setCalls: SetCalls,
): (seed?: string) => void {
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
    [runDeal, resetRobot, resetMark, setCalls],
  );

  useEffect(() => newDeal(seedInAddress()), [newDeal]);
  return newDeal;
}

/** The table moves on by itself until it is South's turn: East–West pass, North asks the rules. */
function useRobotsTurns(
  turn: Seat | undefined,
  count: number,
  robot: RequestState<RobotCall>,
  situation: Situation,
  runRobot: Run<RobotCall>,
  setCalls: SetCalls,
): void {
  const robotBusy = robot.status === 'loading';
  const robotFailed = robot.status === 'failed';
  useEffect(() => {
    if (turn === undefined || turn === 'S' || robotBusy || robotFailed) return;
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
  }, [turn, count, robotBusy, robotFailed, situation, runRobot, setCalls]);
}

/** Sends South's call to be marked; marked, it joins the auction if the auction has not moved on meanwhile. */
function markSouthCall(asked: BiddingSituation, chosen: string, count: number, runMark: Run<Mark>, setCalls: SetCalls): void {
  void runMark(() => api.mark(asked, chosen, readBookOptions())).then((mark) => {
    if (mark !== undefined)
      setCalls((now) =>
        now.length === count
          ? [...now, { seat: 'S', call: chosen, mark, ...(mark.given.meaning === undefined ? {} : { meaning: mark.given.meaning }) }]
          : now,
      );
  });
}
