import type { Seat, Vulnerability } from '@tenace/engine/browser';
import { useState, type FormEvent, type ReactNode } from 'react';
import { api } from '../api/client.ts';
import type { Score, StrainKey } from '../api/types.ts';
import { useRequest } from '../api/use-request.ts';
import { RichMessage, useT } from '../i18n/language.tsx';
import { ContractView, strainKey, strainSymbol } from '../ui/CallView.tsx';
import { ScoreTable } from '../ui/ScoreTable.tsx';
import { SeatField, SelectField, VulnerabilityField } from '../ui/SelectField.tsx';
import { RequestStatus } from '../ui/Status.tsx';

const LEVELS = [1, 2, 3, 4, 5, 6, 7] as const;
const SCORE_STRAINS: readonly StrainKey[] = ['C', 'D', 'H', 'S', 'NT'];
const TRICKS = Array.from({ length: 14 }, (_, n) => n);

/** The score calculator (POST /score): a contract, its declarer, the vulnerability and the tricks taken. */
export function ScoreTool(): ReactNode {
  const t = useT();
  const [level, setLevel] = useState<number>(4);
  const [strain, setStrain] = useState<StrainKey>('S');
  const [doubling, setDoubling] = useState<'' | 'X' | 'XX'>('');
  const [passedOut, setPassedOut] = useState(false);
  const [declarer, setDeclarer] = useState<Seat>('S');
  const [vulnerability, setVulnerability] = useState<Vulnerability>('None');
  const [tricks, setTricks] = useState(10);
  const scoring = useRequest<{ readonly contract: string; readonly score: Score }>();

  const submit = (event: FormEvent): void => {
    event.preventDefault();
    const contract = passedOut ? 'Pass' : `${level}${strain}${doubling}`;
    void scoring.run(async () => ({ contract, score: await api.score(contract, declarer, vulnerability, tricks) }));
  };

  return (
    <div className="tool">
      <form onSubmit={submit} className="tool-form score-form">
        <fieldset>
          <legend>{t('score.contract')}</legend>
          <div className="field-row">
            <SelectField
              label={t('score.level')}
              value={level}
              onChange={setLevel}
              disabled={passedOut}
              options={LEVELS.map((n) => ({ value: n, label: String(n) }))}
            />
            <SelectField
              label={t('score.strain')}
              value={strain}
              onChange={setStrain}
              disabled={passedOut}
              options={SCORE_STRAINS.map((s) => ({ value: s, label: s === 'NT' ? 'NT' : `${strainSymbol(s)} ${t(strainKey(s))}` }))}
            />
            <SelectField
              label={t('score.doubling')}
              value={doubling}
              onChange={setDoubling}
              disabled={passedOut}
              options={[
                { value: '', label: t('score.undoubled') },
                { value: 'X', label: t('score.doubled') },
                { value: 'XX', label: t('score.redoubled') },
              ]}
            />
          </div>
          <label className="checkbox">
            <input type="checkbox" checked={passedOut} onChange={(event) => setPassedOut(event.target.checked)} />
            <span>{t('score.passedOut')}</span>
          </label>
        </fieldset>
        <div className="field-row">
          <SeatField label={t('score.declarer')} value={declarer} onChange={setDeclarer} disabled={passedOut} />
          <VulnerabilityField label={t('score.vulnerability')} value={vulnerability} onChange={setVulnerability} disabled={passedOut} />
          <SelectField
            label={t('score.tricks')}
            value={tricks}
            onChange={setTricks}
            disabled={passedOut}
            options={TRICKS.map((n) => ({ value: n, label: String(n) }))}
          />
        </div>
        <button type="submit" disabled={scoring.state.status === 'loading'}>
          {t('score.submit')}
        </button>
      </form>
      <RequestStatus state={scoring.state} loading={t('score.working')} />
      {scoring.state.status === 'done' ? (
        <div className="tool-result" aria-live="polite">
          <ScoreTable
            score={scoring.state.value.score}
            caption={<RichMessage id="score.caption" values={{ contract: <ContractView contract={scoring.state.value.contract} /> }} />}
          />
        </div>
      ) : null}
    </div>
  );
}
