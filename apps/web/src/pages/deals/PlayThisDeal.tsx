import type { ReactNode } from 'react';
import { readBookOptions } from '../../app/book-options.ts';
import { navigate } from '../../app/router.tsx';
import { games } from '../../api/client.ts';
import { saveGameId } from '../../api/current-game.ts';
import type { HandRecord, NewGame } from '../../api/types.ts';
import { useRequest } from '../../api/use-request.ts';
import { useT } from '../../i18n/language.tsx';
import { RequestStatus } from '../../ui/Status.tsx';

/**
 * Play the board yourself: a game on its deal, dealer and vulnerability, South against the robots
 * from the first call. The game is kept as Play a deal keeps its own, so that page takes it up.
 */
export function PlayThisDeal({ board }: { readonly board: HandRecord }): ReactNode {
  const t = useT();
  const { state, run } = useRequest<NewGame>();
  const start = async (): Promise<void> => {
    const created = await run(() => games.createOnDeal(board, readBookOptions()));
    if (created === undefined) return;
    saveGameId(created.id);
    navigate('/play');
  };
  return (
    <div className="play-this-deal">
      <button type="button" onClick={() => void start()} disabled={state.status === 'loading'}>
        {t('record.play')}
      </button>
      <RequestStatus state={state} loading={t('play.dealing')} onRetry={() => void start()} />
    </div>
  );
}
