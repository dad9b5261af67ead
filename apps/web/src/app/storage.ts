/**
 * What the page remembers between visits, in localStorage. Storage can throw (a sandboxed or
 * third-party frame, a full quota, storage turned off): then nothing is remembered and the page
 * goes on for this visit.
 */

export function readStored(key: string): string | undefined {
  try {
    return window.localStorage.getItem(key) ?? undefined;
  } catch {
    return undefined;
  }
}

export function writeStored(key: string, value: string): void {
  try {
    window.localStorage.setItem(key, value);
  } catch {
    // Not remembered; the page still works for this visit.
  }
}

export function forgetStored(key: string): void {
  try {
    window.localStorage.removeItem(key);
  } catch {
    // Nothing could be stored either.
  }
}
