import type { Vulnerability } from '@tenace/engine/browser';
import { useState, type ReactNode } from 'react';
import type { GameView } from '../api/types.ts';
import { RichMessage, useT } from '../i18n/language.tsx';
import type { MessageKey } from '../i18n/messages.ts';
import { MyBookNotice } from '../ui/MyBookNotice.tsx';
import { ConventionOptions } from '../ui/ConventionOptions.tsx';
import { ContractView } from '../ui/CallView.tsx';
import { VulnerabilityField } from '../ui/SelectField.tsx';
import { ErrorNotice, Loading } from '../ui/Status.tsx';
import { seatKey, tricksTaken, vulnerabilityKey } from '../ui/format.ts';
import { DealEnd } from './DealEnd.tsx';
import { GameTable } from './GameTable.tsx';
import { useGame, type Trouble, type Work } from './use-game.ts';

const WORK_TEXT: Readonly<Record<Work, MessageKey>> = {
  resuming: 'play.resuming',
  dealing: 'play.dealing',
  thinking: 'play.thinking',
  hinting: 'play.hinting',
};

/**
 * Play a deal (the game card): choose the vulnerability, deal, bid South's hand with robot North
 * against robots East and West, play the cards (dummy's too when South declares), and read the
 * record at the end. The page holds only South's view as the API gives it; the game's id is kept
 * so that a reload returns to the same game.
 */
export function PlayDeal(): ReactNode {
  const t = useT();
  const { game, work, trouble, notice, hint, deal, newDeal, requestsFor } = useGame();
  const [vulnerability, setVulnerability] = useState<Vulnerability>('None');
  const busy = work !== undefined;
  const status = <PlayStatus work={work} notice={notice} trouble={trouble} />;

  if (game === undefined) {
    return (
      <>
        <h1>{t('play.title')}</h1>
        <p className="lead">{t('play.intro')}</p>
        <MyBookNotice />
        {status}
        {work === 'resuming' ? null : (
          <DealForm vulnerability={vulnerability} onVulnerability={setVulnerability} busy={busy} onDeal={() => void deal(vulnerability)} />
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
        <GameTable view={view} busy={busy} status={status} hint={hint} {...requestsFor(game)} onNewDeal={newDeal} />
      )}
    </>
  );
}

/** What the page is waiting for, what it has to say, and what went wrong. */
function PlayStatus({
  work,
  notice,
  trouble,
}: {
  readonly work: Work | undefined;
  readonly notice: MessageKey | undefined;
  readonly trouble: Trouble | undefined;
}): ReactNode {
  const t = useT();
  return (
    <div className="play-status">
      {work === undefined ? null : <Loading text={t(WORK_TEXT[work])} />}
      {notice === undefined ? null : (
        <p className="notice" role="status">
          {t(notice)}
        </p>
      )}
      {trouble === undefined ? null : (
        <ErrorNotice failure={trouble.failure} {...(trouble.retry === undefined ? {} : { onRetry: trouble.retry })} />
      )}
    </div>
  );
}

interface DealFormProps {
  readonly vulnerability: Vulnerability;
  readonly onVulnerability: (vulnerability: Vulnerability) => void;
  readonly busy: boolean;
  readonly onDeal: () => void;
}

/** Before a deal: its vulnerability and the book's options, then Deal. */
function DealForm({ vulnerability, onVulnerability, busy, onDeal }: DealFormProps): ReactNode {
  const t = useT();
  return (
    <form
      className="tool-form deal-form"
      onSubmit={(event) => {
        event.preventDefault();
        onDeal();
      }}
    >
      <VulnerabilityField label={t('play.vulnerability')} value={vulnerability} onChange={onVulnerability} disabled={busy} />
      <ConventionOptions />
      <button type="submit" disabled={busy}>
        {t('play.deal')}
      </button>
    </form>
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
          <RichMessage
            id="bid.contract"
            values={{ contract: <ContractView contract={view.contract} />, declarer: t(seatKey(view.declarer)) }}
          />
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
