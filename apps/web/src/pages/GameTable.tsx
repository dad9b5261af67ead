import type { Seat } from '@tenace/engine/browser';
import { useState, type ReactNode } from 'react';
import type { GameHint, GameView } from '../api/types.ts';
import { RichMessage, useT } from '../i18n/language.tsx';
import type { MessageKey } from '../i18n/messages.ts';
import { AuctionGrid } from '../ui/AuctionGrid.tsx';
import { BiddingBox } from '../ui/BiddingBox.tsx';
import { CallView } from '../ui/CallView.tsx';
import { Hand } from '../ui/Hand.tsx';
import { PlayableHand } from '../ui/PlayableHand.tsx';
import { SelectField } from '../ui/SelectField.tsx';
import { SouthHand } from '../ui/SouthHand.tsx';
import { CardFace, Trick } from '../ui/Trick.tsx';
import { seatKey } from '../ui/format.ts';
import { auctionEntries } from './auction-entries.ts';
import type { GameRequests } from './use-game.ts';

const TRICKS_IN_A_DEAL = 13;

export interface GameTableProps extends GameRequests {
  readonly view: GameView;
  readonly busy: boolean;
  readonly status: ReactNode;
  readonly hint: GameHint | undefined;
  readonly onNewDeal: () => void;
}

/** The table while the deal is on: the hands, the trick, the auction and South's controls. */
export function GameTable(props: GameTableProps): ReactNode {
  const t = useT();
  const { view, busy } = props;
  const auction = <GameAuction view={view} />;

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
          <Controls {...props} />
        </section>
      </div>
    );
  }

  return (
    <div className="table-layout play-layout">
      <TableHands {...props} />
      <section className="table-auction" aria-label={t('auction.caption')}>
        {auction}
      </section>
    </div>
  );
}

/** The auction so far; while it goes on, whose call is awaited and what the robots' latest means. */
function GameAuction({ view }: { readonly view: GameView }): ReactNode {
  const lastRobot = view.auction.findLastIndex((c) => c.seat !== 'S');
  return (
    <AuctionGrid
      dealer={view.dealer}
      calls={auctionEntries(view)}
      awaiting={view.phase === 'auction' && view.turn !== null ? view.turn : undefined}
      explain={view.phase === 'auction' && lastRobot >= 0 ? lastRobot : undefined}
    />
  );
}

/** The cards on the table: dummy's, the trick, South's, and whose turn it is when it is not South's. */
function TableHands(props: GameTableProps): ReactNode {
  const t = useT();
  const { view, busy, onPlay } = props;
  // South plays from whichever hand `turn` names when there are cards to choose: their own, or the
  // dummy's when South declares.
  const playing: Seat | undefined = view.turn !== null && view.legal.length > 0 ? view.turn : undefined;
  const dummy = view.dummy;
  const trick = view.tricks.at(-1);
  const shared = { view, busy, onPlay };
  return (
    <section className="table-hands" aria-label={t('play.table')}>
      {dummy === null ? null : (
        <HandOnTable
          {...shared}
          className="dummy"
          title={t('play.dummy', { seat: t(seatKey(dummy.seat)) })}
          prompt="play.fromDummy"
          hand={dummy.hand}
          playing={playing === dummy.seat}
        />
      )}
      {trick === undefined ? null : <Trick trick={trick} />}
      {trick?.winner === null ? <LastTrick trick={view.tricks.at(-2)} /> : null}
      <HandOnTable
        {...shared}
        className="south"
        title={t('hand.yours')}
        prompt="play.fromHand"
        hand={view.hand}
        playing={playing === 'S'}
      />
      {props.status}
      {playing === undefined && view.turn !== null ? <Waiting seat={view.turn} busy={busy} onCheck={props.onCheck} /> : null}
      <Controls {...props} />
    </section>
  );
}

interface HandOnTableProps {
  readonly className: 'dummy' | 'south';
  /** The hand's heading, and its name for a screen reader. */
  readonly title: string;
  /** Said over the hand when South plays from it. */
  readonly prompt: MessageKey;
  readonly hand: string;
  /** Whether South plays from this hand now. */
  readonly playing: boolean;
  readonly view: GameView;
  readonly busy: boolean;
  readonly onPlay: (card: string) => void;
}

/** Dummy's hand or South's under its heading: cards to choose when South plays from it, else cards to see. */
function HandOnTable({ className, title, prompt, hand, playing, view, busy, onPlay }: HandOnTableProps): ReactNode {
  const t = useT();
  return (
    <div className={className}>
      <h2>{title}</h2>
      {playing ? <p className="your-turn">{t(prompt)}</p> : null}
      {playing ? (
        <PlayableHand key={view.version} hand={hand} legal={view.legal} label={title} onPlay={onPlay} disabled={busy} />
      ) : (
        <Hand hand={hand} label={title} />
      )}
    </div>
  );
}

/** Whose turn it is while the robots play, with a way to ask the API again. */
function Waiting({ seat, busy, onCheck }: { readonly seat: Seat; readonly busy: boolean; readonly onCheck: () => void }): ReactNode {
  const t = useT();
  return (
    <p className="waiting">
      {t('play.waiting', { seat: t(seatKey(seat)) })}{' '}
      <button type="button" className="link-button" onClick={onCheck} disabled={busy}>
        {t('play.checkAgain')}
      </button>
    </p>
  );
}

/** Hint, undo, claim (when South declares) and a new deal; the hint's answer under them. */
function Controls({ view, busy, hint, onHint, onUndo, onClaim, onNewDeal }: GameTableProps): ReactNode {
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
      {hint === undefined ? null : <HintAnswer hint={hint} phase={view.phase} />}
    </div>
  );
}

/** The robot's advice: the call or card, and why. */
function HintAnswer({ hint, phase }: { readonly hint: GameHint; readonly phase: GameView['phase'] }): ReactNode {
  return (
    <p className="hint-answer" role="status">
      <strong>
        {phase === 'auction' ? (
          <RichMessage id="play.hintCall" values={{ action: <CallView call={hint.action} /> }} />
        ) : (
          <RichMessage id="play.hintCard" values={{ action: <CardFace card={hint.action} /> }} />
        )}
      </strong>{' '}
      {hint.reason}
    </p>
  );
}

/** A claim as declarer: how many of the tricks left (all of them unless changed), then Claim. */
function ClaimControl({
  view,
  busy,
  onClaim,
}: {
  readonly view: GameView;
  readonly busy: boolean;
  readonly onClaim: (tricks: number) => void;
}): ReactNode {
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
