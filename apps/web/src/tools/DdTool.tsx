import type { Seat, Vulnerability } from '@tenace/engine/browser';
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { api } from '../api/client.ts';
import type { DoubleDummy } from '../api/types.ts';
import { useRequest } from '../api/use-request.ts';
import { useT } from '../i18n/language.tsx';
import { DdTable } from '../ui/DdTable.tsx';
import { SeatField, VulnerabilityField } from '../ui/SelectField.tsx';
import { RequestStatus } from '../ui/Status.tsx';

/** The API's own example deal (docs/api.md, OpenAPI document). */
export const EXAMPLE_DEAL = 'N:T6.JT64.943.J743 A873.K5.AJ652.Q5 J5.AQ73.QT87.A98 KQ942.982.K.KT62';

/** The double-dummy table of a pasted deal (POST /dd): tricks for every declarer and strain, and the par. */
export function DdTool(): ReactNode {
  const t = useT();
  const id = useId();
  const [deal, setDeal] = useState('');
  const [vulnerability, setVulnerability] = useState<Vulnerability>('None');
  const [dealer, setDealer] = useState<Seat>('N');
  const analysis = useRequest<DoubleDummy>();

  const submit = (event: FormEvent): void => {
    event.preventDefault();
    void analysis.run(() => api.dd(deal, vulnerability, dealer));
  };

  return (
    <div className="tool">
      <form onSubmit={submit} className="tool-form">
        <label htmlFor={`${id}-deal`}>{t('dd.deal')}</label>
        <textarea
          id={`${id}-deal`}
          value={deal}
          onChange={(event) => setDeal(event.target.value)}
          rows={3}
          aria-describedby={`${id}-hint`}
          spellCheck={false}
        />
        <p id={`${id}-hint`} className="hint">
          {t('dd.dealHint')}
        </p>
        <p>
          <button type="button" className="link-button" onClick={() => setDeal(EXAMPLE_DEAL)}>
            {t('dd.example')}
          </button>
        </p>
        <div className="field-row">
          <VulnerabilityField label={t('dd.vulnerability')} value={vulnerability} onChange={setVulnerability} />
          <SeatField label={t('dd.dealer')} value={dealer} onChange={setDealer} />
        </div>
        <button type="submit" disabled={analysis.state.status === 'loading'}>
          {t('dd.submit')}
        </button>
      </form>
      <RequestStatus state={analysis.state} loading={t('dd.working')} />
      {analysis.state.status === 'done' ? (
        <div className="tool-result" aria-live="polite">
          <DdTable result={analysis.state.value} />
        </div>
      ) : null}
    </div>
  );
}
