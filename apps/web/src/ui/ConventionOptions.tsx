import { useEffect, useId, useState, type ReactNode } from 'react';
import { loadBookSystem } from '../api/client.ts';
import type { BookOption } from '../api/types.ts';
import { readBookOptions, saveBookOptions } from '../app/book-options.ts';
import { useMyBook } from '../app/my-book.ts';
import { useT } from '../i18n/language.tsx';

/**
 * The setting for the book's options (GET /api/v1/system): a checkbox per option, remembered in
 * this browser. Nothing is shown until the book is known, nor when it has no options: the pages
 * work without the setting.
 */
export function ConventionOptions(): ReactNode {
  const t = useT();
  const id = useId();
  const [options, setOptions] = useState<readonly BookOption[]>([]);
  const [on, setOn] = useState<readonly string[]>(readBookOptions);
  const book = useMyBook()?.id;

  // The options are the book's: listed again when the player changes book.
  // biome-ignore lint/correctness/useExhaustiveDependencies: book is read by loadBookSystem.
  useEffect(() => {
    let live = true;
    loadBookSystem().then(
      (system) => {
        if (!live) return;
        const offered = system.conventions.flatMap((convention) => convention.options);
        setOptions(offered);
        // An option the book no longer has would be refused by the API: forget it.
        const stored = readBookOptions();
        const known = stored.filter((name) => offered.some((option) => option.name === name));
        if (known.length !== stored.length) saveBookOptions(known);
        setOn(known);
      },
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [book]);

  if (options.length === 0) return null;

  const toggle = (name: string, checked: boolean): void => {
    const next = checked ? [...on.filter((n) => n !== name), name] : on.filter((n) => n !== name);
    saveBookOptions(next);
    setOn(next);
  };

  return (
    <fieldset className="convention-setting">
      <legend>{t('options.legend')}</legend>
      {options.map((option, index) => (
        <div key={option.line} className="convention-setting-option">
          <label className="checkbox">
            <input
              type="checkbox"
              checked={on.includes(option.name)}
              onChange={(event) => toggle(option.name, event.target.checked)}
              aria-describedby={`${id}-${index}`}
            />
            {option.name}
          </label>
          <p id={`${id}-${index}`} className="hint">
            {option.description}
          </p>
        </div>
      ))}
      <p className="hint">{t('options.remembered')}</p>
    </fieldset>
  );
}
