import type { Level, Strain } from '@tenace/engine/browser';
import type { ReactNode } from 'react';
import { useT } from '../i18n/language.tsx';
import { CallView } from './CallView.tsx';

const OTHER_CALLS = ['Pass', 'X', 'XX'] as const;
const LEVELS: readonly Level[] = [1, 2, 3, 4, 5, 6, 7];
const BOX_STRAINS: readonly Strain[] = ['C', 'D', 'H', 'S', 'NT'];

/**
 * Every call as a button, only the legal ones enabled: `legal` is the list of calls the user may
 * make now, in the API's notation (a game's view gives it; a practice page works it out from the
 * auction). Disabled buttons are skipped by Tab, so the keyboard reaches only what can be called.
 */
export function BiddingBox({
  legal,
  onCall,
  disabled = false,
}: {
  readonly legal: readonly string[];
  readonly onCall: (call: string) => void;
  readonly disabled?: boolean;
}): ReactNode {
  const t = useT();
  const allowed = new Set(legal);
  const button = (call: string, className: string): ReactNode => (
    <button type="button" key={call} className={className} disabled={disabled || !allowed.has(call)} onClick={() => onCall(call)}>
      <CallView call={call} />
    </button>
  );
  return (
    <div className="bidding-box" role="group" aria-label={t('box.label')}>
      <div className="box-others">{OTHER_CALLS.map((call) => button(call, `box-call box-${call.toLowerCase()}`))}</div>
      <div className="box-bids">
        {LEVELS.flatMap((level) => BOX_STRAINS.map((strain) => button(`${level}${strain}`, 'box-call box-bid')))}
      </div>
    </div>
  );
}
