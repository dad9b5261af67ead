import { SEATS, VULNERABILITIES, type Seat, type Vulnerability } from '@tenace/engine/browser';
import type { ReactNode } from 'react';
import { useT } from '../i18n/language.tsx';
import { seatKey, vulnerabilityKey } from './format.ts';

/** A labelled drop-down over a fixed list of values; the value handed back is always one of them. */
export function SelectField<T extends string | number>({
  label,
  value,
  options,
  onChange,
  disabled = false,
}: {
  readonly label: ReactNode;
  readonly value: T;
  readonly options: readonly { readonly value: T; readonly label: string }[];
  readonly onChange: (value: T) => void;
  readonly disabled?: boolean;
}): ReactNode {
  return (
    <label className="select-field">
      <span>{label}</span>
      <select
        value={String(value)}
        disabled={disabled}
        onChange={(event) => {
          const chosen = options.find((option) => String(option.value) === event.target.value);
          if (chosen !== undefined) onChange(chosen.value);
        }}
      >
        {options.map((option) => (
          <option key={String(option.value)} value={String(option.value)}>
            {option.label}
          </option>
        ))}
      </select>
    </label>
  );
}

export function SeatField(props: {
  readonly label: ReactNode;
  readonly value: Seat;
  readonly onChange: (seat: Seat) => void;
  readonly disabled?: boolean;
}): ReactNode {
  const t = useT();
  return <SelectField {...props} options={SEATS.map((seat) => ({ value: seat, label: t(seatKey(seat)) }))} />;
}

export function VulnerabilityField(props: {
  readonly label: ReactNode;
  readonly value: Vulnerability;
  readonly onChange: (vulnerability: Vulnerability) => void;
  readonly disabled?: boolean;
}): ReactNode {
  const t = useT();
  return <SelectField {...props} options={VULNERABILITIES.map((v) => ({ value: v, label: t(vulnerabilityKey(v)) }))} />;
}
