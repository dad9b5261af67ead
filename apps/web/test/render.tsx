// Renders a component as a page would: inside the language provider, English unless asked.
import { render, type RenderResult } from '@testing-library/react';
import type { ReactNode } from 'react';
import { LanguageProvider } from '../src/i18n/language.tsx';
import type { Language } from '../src/i18n/messages.ts';

export function renderIn(ui: ReactNode, language: Language = 'en'): RenderResult {
  return render(<LanguageProvider initial={language}>{ui}</LanguageProvider>);
}
