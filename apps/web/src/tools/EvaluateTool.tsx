import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { api } from '../api/client.ts';
import type { Evaluation } from '../api/types.ts';
import { useRequest } from '../api/use-request.ts';
import { useT } from '../i18n/language.tsx';
import { SuitSymbol } from '../ui/CallView.tsx';
import { Hand } from '../ui/Hand.tsx';
import { RequestStatus } from '../ui/Status.tsx';
import { HAND_SUITS } from '../ui/format.ts';

/** The hand evaluator (POST /evaluate): points, distribution points, bridge-val and each suit's strength. */
export function EvaluateTool(): ReactNode {
  const t = useT();
  const handField = useId();
  const [hand, setHand] = useState('AKQ2.K93.T8.QJ43');
  const evaluation = useRequest<Evaluation>();

  const submit = (event: FormEvent): void => {
    event.preventDefault();
    void evaluation.run(() => api.evaluate(hand));
  };

  return (
    <div className="tool">
      <form onSubmit={submit} className="tool-form">
        <label htmlFor={handField}>{t('evaluate.hand')}</label>
        <input
          id={handField}
          value={hand}
          onChange={(event) => setHand(event.target.value)}
          aria-describedby={`${handField}-hint`}
          autoComplete="off"
          spellCheck={false}
        />
        <p id={`${handField}-hint`} className="hint">
          {t('evaluate.handHint')}
        </p>
        <button type="submit" disabled={evaluation.state.status === 'loading'}>
          {t('evaluate.submit')}
        </button>
      </form>
      <RequestStatus state={evaluation.state} loading={t('evaluate.working')} />
      {evaluation.state.status === 'done' ? <EvaluationView evaluation={evaluation.state.value} /> : null}
    </div>
  );
}

function EvaluationView({ evaluation }: { readonly evaluation: Evaluation }): ReactNode {
  const t = useT();
  return (
    <div className="tool-result" aria-live="polite">
      <Hand hand={evaluation.hand} label={t('evaluate.hand')} />
      <dl className="figures">
        <div>
          <dt>{t('evaluate.hcp')}</dt>
          <dd>{evaluation.hcp}</dd>
        </div>
        <div>
          <dt>{t('evaluate.distribution')}</dt>
          <dd>{evaluation.distributionPoints}</dd>
        </div>
        <div>
          <dt>{t('evaluate.total')}</dt>
          <dd>{evaluation.total}</dd>
        </div>
        <div>
          <dt>{t('evaluate.shape')}</dt>
          <dd>
            {evaluation.shape} · {t(evaluation.balanced ? 'evaluate.balanced' : 'evaluate.notBalanced')}
          </dd>
        </div>
      </dl>
      <table className="suit-table">
        <caption>{t('evaluate.caption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('evaluate.suit')}</th>
            <th scope="col" className="number">
              {t('evaluate.length')}
            </th>
            <th scope="col">{t('evaluate.strength')}</th>
          </tr>
        </thead>
        <tbody>
          {HAND_SUITS.map((suit) => (
            <tr key={suit}>
              <th scope="row">
                <SuitSymbol suit={suit} />
              </th>
              <td className="number">{evaluation.lengths[suit]}</td>
              <td>{evaluation.strength[suit]}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
