import type { Seat, Vulnerability } from '@tenace/engine/browser';
import { useCallback, useEffect, useState, type ReactNode } from 'react';
import { readBookOptions } from '../app/book-options.ts';
import { navigate } from '../app/router.tsx';
import { games } from '../api/client.ts';
import { forgetGame, isUnknownGame, resumeGame, saveGameId } from '../api/current-game.ts';
import type { GameHint, GameView } from '../api/types.ts';
import { failureOf, type Failure } from '../api/use-request.ts';
import { RichMessage, useT } from '../i18n/language.tsx';
import type { MessageKey } from '../i18n/messages.ts';
import { AuctionGrid } from '../ui/AuctionGrid.tsx';
import { BiddingBox } from '../ui/BiddingBox.tsx';
import { ConventionOptions } from '../ui/ConventionOptions.tsx';
import { CallView, ContractView } from '../ui/CallView.tsx';
import { Hand } from '../ui/Hand.tsx';
import { PlayableHand } from '../ui/PlayableHand.tsx';
import { SelectField, VulnerabilityField } from '../ui/SelectField.tsx';
import { SouthHand } from '../ui/SouthHand.tsx';
import { ErrorNotice, Loading } from '../ui/Status.tsx';
import { CardFace, Trick } from '../ui/Trick.tsx';
import { seatKey, tricksTaken, vulnerabilityKey } from '../ui/format.ts';
import { auctionEntries } from './auction-entries.ts';
import { DealEnd } from './DealEnd.tsx';

/** What the page is waiting for, said while it waits. */
type Work = 'resuming' | 'dealing' | 'thinking' | 'hinting';
const WORK_TEXT: Readonly<Record<Work, MessageKey>> = {
  resuming: 'play.resuming',
  dealing: 'play.dealing',
  thinking: 'play.thinking',
  hinting: 'play.hinting',
};

interface Game {
  readonly id: string;
  readonly view: GameView;
}

/** A failure to show, with a way to try again when trying again can help. */
interface Trouble {
  readonly failure: Failure;
  readonly retry?: () => void;
}

const TRICKS_IN_A_DEAL = 13;
const seedInAddress = (): string | undefined => new URLSearchParams(window.location.search).get('seed') ?? undefined;
const isConflict = (error: unknown): boolean => {
  const failure = failureOf(error);
  return failure.kind === 'refused' && failure.status === 409;
};
/** A request that failed on the way (or on a server's bad day) may work the second time; a refusal will not. */
const worthRetrying = (failure: Failure): boolean => failure.kind === 'network' || failure.kind === 'server';

/**
 * Play a deal (the game card): choose the vulnerability, deal, bid South's hand with robot North
 * against robots East and West, play the cards (dummy's too when South declares), and read the
 * record at the end. The page holds only South's view as the API gives it; the game's id is kept
 * so that a reload returns to the same game.
 */
export function PlayDeal(): ReactNode {
  const t = useT();
  const [game, setGame] = useState<Game | undefined>(undefined);
  const [work, setWork] = useState<Work | undefined>('resuming');
  const [trouble, setTrouble] = useState<Trouble | undefined>(undefined);
  const [notice, setNotice] = useState<MessageKey | undefined>(undefined);
  const [hint, setHint] = useState<GameHint | undefined>(undefined);
  const [vulnerability, setVulnerability] = useState<Vulnerability>('None');

  const lost = useCallback(() => {
    forgetGame();
    setGame(undefined);
    setNotice('play.gone');
  }, []);

  const resume = useCallback(async () => {
    setWork('resuming');
    setTrouble(undefined);
    try {
      const resumed = await resumeGame();
      if (resumed.kind === 'game') setGame({ id: resumed.id, view: resumed.view });
      if (resumed.kind === 'gone') setNotice('play.gone');
    } catch (error) {
      setTrouble({ failure: failureOf(error), retry: () => void resume() });
    } finally {
      setWork(undefined);
    }
  }, []);

  useEffect(() => {
    void resume();
  }, [resume]);

  /**
   * Sends one request about game `id` and shows what comes of it. A game the API no longer knows is
   * forgotten; a 409 (the game moved on: another tab, a click sent twice) reloads the view.
   */
  const perform = async <T,>(id: string, what: Work, send: () => Promise<T>, done: (value: T) => void): Promise<void> => {
    setWork(what);
    setTrouble(undefined);
    setNotice(undefined);
    setHint(undefined);
    try {
      done(await send());
    } catch (error) {
      if (isUnknownGame(error)) lost();
      else if (isConflict(error)) {
        await perform(id, 'thinking', () => games.read(id), (view) => {
          setGame({ id, view });
          setNotice('play.stale');
        });
        return;
      } else {
        const failure = failureOf(error);
        setTrouble(worthRetrying(failure) ? { failure, retry: () => void perform(id, what, send, done) } : { failure });
      }
    } finally {
      setWork(undefined);
    }
  };

  const act = (send: (id: string, version: number) => Promise<GameView>): void => {
    if (game === undefined) return;
    const { id, view } = game;
    void perform(id, 'thinking', () => send(id, view.version), (next) => setGame({ id, view: next }));
  };

  const deal = async (): Promise<void> => {
    setWork('dealing');
    setTrouble(undefined);
    setNotice(undefined);
    try {
      const created = await games.create(vulnerability, seedInAddress(), readBookOptions());
      saveGameId(created.id);
      setGame({ id: created.id, view: created.view });
      // The game is kept by its id from now on; a seed in the address served this deal only.
      navigate('/play', { replace: true });
    } catch (error) {
      const failure = failureOf(error);
      setTrouble(worthRetrying(failure) ? { failure, retry: () => void deal() } : { failure });
    } finally {
      setWork(undefined);
    }
  };

  const newDeal = (): void => {
    forgetGame();
    setGame(undefined);
    setHint(undefined);
    setNotice(undefined);
    setTrouble(undefined);
  };

  const busy = work !== undefined;
  const status = (
    <div className="play-status">
      {work === undefined ? null : <Loading text={t(WORK_TEXT[work])} />}
      {notice === undefined ? null : (
        <p className="notice" role="status">
          {t(notice)}
        </p>
      )}
      {trouble === undefined ? null : <ErrorNotice failure={trouble.failure} {...(trouble.retry === undefined ? {} : { onRetry: trouble.retry })} />}
    </div>
  );

  if (game === undefined) {
    return (
      <>
        <h1>{t('play.title')}</h1>
        <p className="lead">{t('play.intro')}</p>
        {status}
        {work === 'resuming' ? null : (
          <form
            className="tool-form deal-form"
            onSubmit={(event) => {
              event.preventDefault();
              void deal();
            }}
          >
            <VulnerabilityField label={t('play.vulnerability')} value={vulnerability} onChange={setVulnerability} disabled={busy} />
            <ConventionOptions />
            <button type="submit" disabled={busy}>
              {t('play.deal')}
            </button>
          </form>
        )}
      </>
    );
  }

  const { id, view } = game;
  return (
    <>
      <h1>{t('play.title')}</h1>
      <GameFacts view={view} />
      {view.phase === 'done' ? (
        <>
          {status}
          <DealEnd id={id} view={view} onNewDeal={newDeal} />
        </>
      ) : (
        <Table
          view={view}
          busy={busy}
          status={status}
          hint={hint}
          onCall={(call) => act((gameId, version) => games.call(gameId, call, version))}
          onPlay={(card) => act((gameId, version) => games.play(gameId, card, version))}
          onUndo={() => act((gameId, version) => games.undo(gameId, version))}
          onClaim={(tricks) => act((gameId, version) => games.claim(gameId, tricks, version))}
          onHint={() => void perform(id, 'hinting', () => games.hint(id), setHint)}
          onCheck={() => void perform(id, 'thinking', () => games.read(id), (next) => setGame({ id, view: next }))}
          onNewDeal={newDeal}
        />
      )}
    </>
  );
}

/** The deal's facts: vulnerability, the contract once there is one, and the tricks each side has won. */
function GameFacts({ view }: { readonly view: GameView }): ReactNode {
  const t = useT();
  return (
    <div className="game-facts">
      {/* During the auction South's side of the table says who dealt and who is vulnerable. */}
      {view.phase === 'auction' ? null : (
        <p className="deal-facts">
          {t('bid.dealer', { seat: t(seatKey(view.dealer)) })} · {t(vulnerabilityKey(view.vulnerability))}
        </p>
      )}
      {view.contract === null || view.declarer === null ? null : (
        <p className="contract-line">
          <RichMessage id="bid.contract" values={{ contract: <ContractView contract={view.contract} />, declarer: t(seatKey(view.declarer)) }} />
        </p>
      )}
      {view.phase === 'auction' ? null : <TricksTaken view={view} />}
    </div>
  );
}

function TricksTaken({ view }: { readonly view: GameView }): ReactNode {
  const t = useT();
  const taken = tricksTaken(view.tricksWon, view.claim);
  return <p className="tricks-won">{t('play.tricksWon', { ns: taken.NS, ew: taken.EW })}</p>;
}

interface TableProps {
  readonly view: GameView;
  readonly busy: boolean;
  readonly status: ReactNode;
  readonly hint: GameHint | undefined;
  readonly onCall: (call: string) => void;
  readonly onPlay: (card: string) => void;
  readonly onUndo: () => void;
  readonly onClaim: (tricks: number) => void;
  readonly onHint: () => void;
  readonly onCheck: () => void;
  readonly onNewDeal: () => void;
}

/** The table while the deal is on: the hands, the trick, the auction and South's controls. */
function Table(props: TableProps): ReactNode {
  const t = useT();
  const { view, busy, onPlay } = props;
  const lastRobot = view.auction.findLastIndex((c) => c.seat !== 'S');
  const auction = (
    <AuctionGrid
      dealer={view.dealer}
      calls={auctionEntries(view)}
      awaiting={view.phase === 'auction' && view.turn !== null ? view.turn : undefined}
      explain={view.phase === 'auction' && lastRobot >= 0 ? lastRobot : undefined}
    />
  );
  const controls = <Controls {...props} />;

  if (view.phase === 'auction') {
    return (
      <div className="table-layout">
        <SouthHand dealer={view.dealer} vulnerability={view.vulnerability} hand={view.hand} />
        <section className="table-auction" aria-label={t('auction.caption')}>
          {auction}
          {props.status}
          {view.turn === 'S' ? (
            <div className="your-call">
              <h2>{t('bid.yourCall')}</h2>
              <BiddingBox legal={view.legal} onCall={props.onCall} disabled={busy} />
            </div>
          ) : null}
          {controls}
        </section>
      </div>
    );
  }

  // South plays from whichever hand `turn` names when there are cards to choose: their own, or the
  // dummy's when South declares.
  const playing: Seat | undefined = view.turn !== null && view.legal.length > 0 ? view.turn : undefined;
  const dummy = view.dummy;
  const trick = view.tricks.at(-1);
  const handOf = (seat: Seat, hand: string, label: string): ReactNode =>
    playing === seat ? (
      <PlayableHand key={view.version} hand={hand} legal={view.legal} label={label} onPlay={onPlay} disabled={busy} />
    ) : (
      <Hand hand={hand} label={label} />
    );
  return (
    <div className="table-layout play-layout">
      <section className="table-hands" aria-label={t('play.table')}>
        {dummy === null ? null : (
          <div className="dummy">
            <h2>{t('play.dummy', { seat: t(seatKey(dummy.seat)) })}</h2>
            {playing === dummy.seat ? <p className="your-turn">{t('play.fromDummy')}</p> : null}
            {handOf(dummy.seat, dummy.hand, t('play.dummy', { seat: t(seatKey(dummy.seat)) }))}
          </div>
        )}
        {trick === undefined ? null : <Trick trick={trick} />}
        {trick?.winner === null ? <LastTrick trick={view.tricks.at(-2)} /> : null}
        <div className="south">
          <h2>{t('hand.yours')}</h2>
          {playing === 'S' ? <p className="your-turn">{t('play.fromHand')}</p> : null}
          {handOf('S', view.hand, t('hand.yours'))}
        </div>
        {props.status}
        {playing === undefined && view.turn !== null ? (
          <p className="waiting">
            {t('play.waiting', { seat: t(seatKey(view.turn)) })}{' '}
            <button type="button" className="link-button" onClick={props.onCheck} disabled={busy}>
              {t('play.checkAgain')}
            </button>
          </p>
        ) : null}
        {controls}
      </section>
      <section className="table-auction" aria-label={t('auction.caption')}>
        {auction}
      </section>
    </div>
  );
}

/** Hint, undo, claim (when South declares) and a new deal; the hint's answer under them. */
function Controls({ view, busy, hint, onHint, onUndo, onClaim, onNewDeal }: TableProps): ReactNode {
  const t = useT();
  const yourTurn = view.legal.length > 0;
  return (
    <div className="game-controls" role="group" aria-label={t('play.actions')}>
      <div className="control-row">
        <button type="button" onClick={onHint} disabled={busy || !yourTurn}>
          {t('play.hint')}
        </button>
        <button type="button" onClick={onUndo} disabled={busy || !view.canUndo}>
          {t('play.undo')}
        </button>
        <button type="button" className="link-button" onClick={onNewDeal} disabled={busy}>
          {t('play.newDeal')}
        </button>
      </div>
      {/* A new view starts the choice again at every trick left. */}
      {view.canClaim ? <ClaimControl key={view.version} view={view} busy={busy} onClaim={onClaim} /> : null}
      {hint === undefined ? null : (
        <p className="hint-answer" role="status">
          <strong>
            {view.phase === 'auction' ? (
              <RichMessage id="play.hintCall" values={{ action: <CallView call={hint.action} /> }} />
            ) : (
              <RichMessage id="play.hintCard" values={{ action: <CardFace card={hint.action} /> }} />
            )}
          </strong>{' '}
          {hint.reason}
        </p>
      )}
    </div>
  );
}

/** A claim as declarer: how many of the tricks left (all of them unless changed), then Claim. */
function ClaimControl({ view, busy, onClaim }: { readonly view: GameView; readonly busy: boolean; readonly onClaim: (tricks: number) => void }): ReactNode {
  const t = useT();
  const remaining = TRICKS_IN_A_DEAL - view.tricks.filter((trick) => trick.winner !== null).length;
  const [tricks, setTricks] = useState(remaining);
  return (
    <div className="control-row claim">
      <SelectField
        label={t('play.claimTricks')}
        value={tricks}
        options={Array.from({ length: remaining + 1 }, (_, n) => ({ value: remaining - n, label: String(remaining - n) }))}
        onChange={setTricks}
        disabled={busy}
      />
      <button type="button" onClick={() => onClaim(tricks)} disabled={busy}>
        {t('play.claim')}
      </button>
    </div>
  );
}

/** The trick before the one under way, so that a trick the robots finished is not missed. */
function LastTrick({ trick }: { readonly trick: GameView['tricks'][number] | undefined }): ReactNode {
  const t = useT();
  if (trick === undefined || trick.winner === null) return null;
  return (
    <p className="last-trick">
      {t('play.lastTrick', { seat: t(seatKey(trick.winner)) })}{' '}
      {trick.cards.map((play) => (
        <CardFace key={play.card} card={play.card} />
      ))}
    </p>
  );
}
