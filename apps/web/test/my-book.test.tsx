import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Mark, QuizItem } from '../src/api/types.ts';
import { MY_BOOK_STORAGE_KEY } from '../src/app/my-book.ts';
import { MyBook } from '../src/pages/MyBook.tsx';
import { Quiz } from '../src/pages/Quiz.tsx';
import { RuleBook } from '../src/pages/RuleBook.tsx';
import { EXAMPLE_BOOK } from '../src/pages/my-book/example.ts';
import { SYSTEM, fakeApi, ok, refused, type SentRequest } from './fake-api.ts';
import { renderIn } from './render.tsx';

const SUMMARY = { title: 'My weak notrump', situations: 1, rules: 7, tests: 11, conventions: [], options: [] };
const TYPO = { line: 3, column: 6, endLine: 3, endColumn: 12, severity: 'error', message: "found 'lenght'; did you mean 'length'?" };

/** POST /rules/check as the API answers it: the typo is an error, everything else fine. */
const check = (request: SentRequest) => {
  const source = (request.body as { source: string }).source;
  const typo = source.includes('lenght');
  return ok({ ok: !typo, diagnostics: typo ? [TYPO] : [], more: 0 });
};

const editor = (): HTMLTextAreaElement => screen.getByRole('textbox', { name: 'Your book, in the rule language' });

beforeEach(() => {
  window.localStorage.clear();
  window.history.replaceState(null, '', '/book');
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the My book page', () => {
  it('starts from the example and checks the book as it is typed, the error marked and reachable', async () => {
    const sent = fakeApi({ 'POST /rules/check': check });
    renderIn(<MyBook />);
    expect(editor().value).toBe(EXAMPLE_BOOK);
    await screen.findByText('No errors: the book can be saved.');
    const source = 'Situation "Openings"\n  When no one has bid\n  If lenght of Hearts >= 5\n  Bid 1 Hearts\n';
    fireEvent.change(editor(), { target: { value: source } });
    const go = await screen.findByRole('button', { name: 'Error at line 3, column 6:' });
    expect(go.closest('li')?.textContent).toContain("did you mean 'length'?");
    expect(document.querySelector('[data-line="3"]')?.className).toBe('gutter-error');
    // Typing pauses once: one check for the example, one for the new text.
    expect(sent.filter((r) => r.path === '/rules/check').map((r) => (r.body as { source: string }).source)).toEqual([EXAMPLE_BOOK, source]);
    fireEvent.click(go);
    expect(document.activeElement).toBe(editor());
    expect(source.slice(editor().selectionStart, editor().selectionEnd)).toBe('lenght');
  });

  it('saves the book, gives the link that opens it and remembers it', async () => {
    const sent = fakeApi({ 'POST /rules/check': check, 'POST /books': () => ok({ id: 'abc', summary: SUMMARY }, 201) });
    renderIn(<MyBook />);
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    const link = await screen.findByRole('link', { name: /\/book\?id=abc$/ });
    expect(link.getAttribute('href')).toBe('/book?id=abc');
    expect(sent.find((r) => r.path === '/books')?.body).toEqual({ source: EXAMPLE_BOOK });
    expect(JSON.parse(window.localStorage.getItem(MY_BOOK_STORAGE_KEY) ?? '')).toEqual({ id: 'abc', title: 'My weak notrump' });
    expect(screen.getAllByText('Bidding by your book “My weak notrump”.').length).toBeGreaterThan(0);
  });

  it('shows the diagnostics of a refused book', async () => {
    fakeApi({ 'POST /rules/check': check, 'POST /books': () => refused(422, 'book-invalid', 'The book has errors.') });
    renderIn(<MyBook />);
    fireEvent.change(editor(), { target: { value: 'Situation "Openings"\n  When no one has bid\n  If lenght of Hearts >= 5\n' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('The book was not saved');
    expect(within(alert).getByRole('button', { name: 'Error at line 3, column 6:' })).toBeDefined();
  });

  it('opens the book a link names', async () => {
    window.history.replaceState(null, '', '/book?id=abc');
    const sent = fakeApi({ 'POST /rules/check': check, 'GET /books/abc': () => ok({ id: 'abc', source: '# Mine\n', summary: SUMMARY }) });
    renderIn(<MyBook />);
    await waitFor(() => expect(editor().value).toBe('# Mine\n'));
    expect(sent.some((r) => r.method === 'GET' && r.path === '/books/abc')).toBe(true);
  });

  it('says it in Indonesian', async () => {
    fakeApi({ 'POST /rules/check': check });
    renderIn(<MyBook />, 'id');
    expect(await screen.findByText('Tidak ada kesalahan: buku dapat disimpan.')).toBeDefined();
    expect(screen.getByRole('button', { name: 'Simpan' })).toBeDefined();
  });
});

describe('the pages bid by the book remembered', () => {
  beforeEach(() => {
    window.localStorage.setItem(MY_BOOK_STORAGE_KEY, JSON.stringify({ id: 'abc', title: 'My weak notrump' }));
  });

  // The book's GET /system is asked once a page load (client.ts keeps it): here, by the first test.
  it('the quiz sends book and names it', async () => {
    const sent = fakeApi({ 'GET /system': () => ok({ ...SYSTEM, book: 'abc' }), 'POST /quiz': () => refused(400, 'no-question', 'None.') });
    renderIn(<Quiz />);
    expect(screen.getByText('Bidding by your book “My weak notrump”.')).toBeDefined();
    fireEvent.click(await screen.findByRole('button', { name: 'First question' }));
    await waitFor(() => expect(sent.find((r) => r.path === '/quiz')?.body).toMatchObject({ book: 'abc' }));
    expect(sent.find((r) => r.path === '/system')?.search).toBe('?book=abc');
  });

  it('the rule book shows that book, and goes back to SAYC', async () => {
    const sent = fakeApi({
      'GET /system': (r) => ok(r.search === undefined ? SYSTEM : { ...SYSTEM, book: 'abc', name: 'My weak notrump' }),
    });
    renderIn(<RuleBook />);
    fireEvent.click(screen.getByRole('button', { name: 'Back to SAYC' }));
    expect(screen.queryByText('Bidding by your book “My weak notrump”.')).toBeNull();
    expect(window.localStorage.getItem(MY_BOOK_STORAGE_KEY)).toBeNull();
    await waitFor(() => expect(sent.some((r) => r.path === '/system' && r.search === undefined)).toBe(true));
  });

  it("marks a quiz's answer by the book the question was asked by, even after going back to SAYC", async () => {
    const item: QuizItem = {
      topic: 'openings',
      seed: 'q1',
      hand: 'AJ3.986.AK75.JT2',
      seat: 'S',
      dealer: 'S',
      vulnerability: 'None',
      auction: [],
      options: [],
      book: 'abc',
    };
    const mark: Mark = { correct: true, expected: { call: 'Pass', meaning: 'Too weak.', source: 'rules' }, given: { call: 'Pass' } };
    const sent = fakeApi({
      'GET /system': () => ok({ ...SYSTEM, book: 'abc' }),
      'POST /quiz': () => ok(item),
      'POST /mark': () => ok(mark),
    });
    renderIn(<Quiz />);
    fireEvent.click(await screen.findByRole('button', { name: 'First question' }));
    const box = await screen.findByRole('group', { name: 'Bidding box' });
    // Back to SAYC after the question came: the answer still goes to the book that asked it.
    fireEvent.click(screen.getByRole('button', { name: 'Back to SAYC' }));
    fireEvent.click(within(box).getByRole('button', { name: 'Pass' }));
    await waitFor(() => expect(sent.some((r) => r.path === '/mark')).toBe(true));
    expect(sent.find((r) => r.path === '/mark')?.body).toMatchObject({ call: 'Pass', book: 'abc' });
  });
});
