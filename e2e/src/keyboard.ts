import type { Page } from 'playwright-core';

export interface Focused {
  readonly tag: string;
  /** The focused element's name as a person would read it: its label, its aria-label or its text. */
  readonly name: string;
  /** The name of the nearest labelled group around it (a bidding box, a hand). */
  readonly group: string;
}

/** What has the keyboard focus now. */
export function focused(page: Page): Promise<Focused> {
  return page.evaluate(() => {
    const element = document.activeElement;
    if (!(element instanceof HTMLElement)) return { tag: '', name: '', group: '' };
    const labelled =
      element instanceof HTMLInputElement || element instanceof HTMLSelectElement || element instanceof HTMLTextAreaElement
        ? element.labels?.[0]
        : undefined;
    const visible = (node: HTMLElement): string => {
      const copy = node.cloneNode(true) as HTMLElement;
      for (const hidden of copy.querySelectorAll('[aria-hidden="true"], option')) hidden.remove();
      return (copy.textContent ?? '').replace(/\s+/g, ' ').trim();
    };
    const name = element.getAttribute('aria-label') ?? (labelled ? visible(labelled) : visible(element));
    const group = element.closest('[role="group"]')?.getAttribute('aria-label') ?? '';
    return { tag: element.tagName.toLowerCase(), name, group };
  });
}

/** Presses Tab (Shift+Tab with `backwards`) until the focus is on what `wanted` accepts; fails after `most` presses. */
export async function tabTo(
  page: Page,
  wanted: (now: Focused) => boolean,
  options: { readonly most?: number; readonly backwards?: boolean } = {},
): Promise<Focused> {
  const most = options.most ?? 80;
  const seen: string[] = [];
  for (let i = 0; i < most; i++) {
    await page.keyboard.press(options.backwards === true ? 'Shift+Tab' : 'Tab');
    const now = await focused(page);
    if (wanted(now)) return now;
    seen.push(`${now.tag} "${now.name}"`);
  }
  throw new Error(`Tab did not reach the element in ${most} presses; it went through: ${seen.join(', ')}`);
}
