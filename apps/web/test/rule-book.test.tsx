import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { forgetLoadedSystem } from '../src/api/client.ts';
import { Quiz } from '../src/pages/Quiz.tsx';
import { RuleBook } from '../src/pages/RuleBook.tsx';
import { SYSTEM, fakeApi, ok, sentLanguages } from './fake-api.ts';
import { renderIn } from './render.tsx';

afterEach(() => {
  cleanup();
  forgetLoadedSystem();
  vi.unstubAllGlobals();
});

describe('the rule book page', () => {
  it('lists the conventions the book plays, with their options, from GET /system', async () => {
    fakeApi({ 'GET /system': () => ok(SYSTEM) });
    renderIn(<RuleBook />);
    const section = (await screen.findByRole('heading', { name: 'Conventions' })).closest('section');
    expect(section).not.toBeNull();
    const list = within(section as HTMLElement);
    expect(list.getByText('Stayman')).toBeDefined();
    expect(list.getByText('Roman Keycard Blackwood', { selector: 'strong' }).closest('li')?.textContent).toBe(
      'Option Roman Keycard Blackwood (off unless switched on): 4NT asks for five keycards.',
    );
    // The setting under the list switches it on.
    expect(await list.findByRole('checkbox', { name: 'Roman Keycard Blackwood' })).toBeDefined();
  });

  it('says it in Indonesian', async () => {
    fakeApi({ 'GET /system': () => ok(SYSTEM) });
    renderIn(<RuleBook />, 'id');
    expect(await screen.findByRole('heading', { name: 'Konvensi' })).toBeDefined();
    expect(screen.getByText('Roman Keycard Blackwood', { selector: 'strong' }).closest('li')?.textContent).toContain(
      'Opsi Roman Keycard Blackwood (mati kecuali dinyalakan)',
    );
  });

  it("shows what each call does as a short list of tags, and the book's numbers", async () => {
    fakeApi({ 'GET /system': () => ok(SYSTEM) });
    renderIn(<RuleBook />);
    const tags = await screen.findByRole('list', { name: 'What the call does' });
    expect(
      within(tags)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['forcing']);
    // One list only: 1NT declares nothing.
    expect(screen.getAllByRole('list', { name: 'What the call does' })).toHaveLength(1);
    const numbers = screen.getByRole('heading', { name: "The book's numbers" }).closest('section');
    expect(
      within(numbers as HTMLElement)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['points for game: 25', 'points for 1NT over an opening: 15–18']);
  });

  it("asks for the book in the page's language and shows its meanings in Indonesian", async () => {
    const indonesian: typeof SYSTEM = {
      ...SYSTEM,
      situations: SYSTEM.situations.map((situation) => ({
        ...situation,
        rules: situation.rules.map((rule) =>
          rule.line === 40
            ? {
                ...rule,
                meaning: '22 poin atau lebih. Forcing.',
                meanings: { en: '22 or more points. Forcing.', id: '22 poin atau lebih. Forcing.' },
              }
            : rule,
        ),
      })),
    };
    fakeApi({ 'GET /system': () => ok(sentLanguages.at(-1) === 'id' ? indonesian : SYSTEM) });
    renderIn(<RuleBook />, 'id');
    expect(await screen.findByText('22 poin atau lebih. Forcing.')).toBeDefined();
    expect(sentLanguages).toContain('id');
    // A search in English still finds the rule shown in Indonesian.
    fireEvent.change(screen.getByRole('searchbox'), { target: { value: 'more points' } });
    expect(await screen.findByText('22 poin atau lebih. Forcing.')).toBeDefined();
  });

  it('names the tags in Indonesian', async () => {
    fakeApi({ 'GET /system': () => ok(SYSTEM) });
    renderIn(<RuleBook />, 'id');
    const tags = await screen.findByRole('list', { name: 'Yang dilakukan panggilan ini' });
    expect(tags.textContent).toBe('memaksa');
  });

  it('the quiz page offers the topics the API lists, new ones included', async () => {
    fakeApi({ 'GET /system': () => ok(SYSTEM) });
    renderIn(<Quiz />);
    expect(await screen.findByRole('option', { name: 'Fourth suit forcing' })).toBeDefined();
  });
});
