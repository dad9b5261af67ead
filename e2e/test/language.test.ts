// The Indonesian switch: every page's words change (the rule book's meanings too), the choice outlives a reload, and back.
import { describe, expect, it } from 'vitest';
import { screenshot } from '../src/chromium.ts';
import { browserSuite } from '../src/suite.ts';

const { baseUrl, browser } = browserSuite();

describe('English and Indonesian', () => {
  it('switches to Indonesian, remembers it across reloads and pages, and switches back', async () => {
    const { page } = browser();
    await page.goto(baseUrl);
    await page.getByRole('heading', { name: 'Learn, bid and score contract bridge' }).waitFor();
    expect(await page.getAttribute('html', 'lang')).toBe('en');

    await page.getByLabel('Language').selectOption('id');
    await page.getByRole('heading', { name: 'Belajar, menawar, dan menghitung skor bridge kontrak' }).waitFor();
    expect(await page.getAttribute('html', 'lang')).toBe('id');
    await page.getByRole('navigation', { name: 'Utama' }).getByRole('link', { name: 'Menawar dengan robot' }).waitFor();
    await screenshot(page, 'indonesian-home');

    await page.reload();
    await page.getByRole('heading', { name: 'Belajar, menawar, dan menghitung skor bridge kontrak' }).waitFor();

    await page.getByRole('link', { name: 'Menawar dengan robot', exact: true }).click();
    await page.getByRole('group', { name: 'Tangan Anda (Selatan)' }).waitFor();
    await page.getByRole('group', { name: 'Kotak penawaran' }).getByRole('button', { name: '1 hati' }).waitFor();
    await page.getByRole('table', { name: 'Lelang' }).getByRole('columnheader', { name: 'Utara' }).waitFor();
    await screenshot(page, 'indonesian-bid');

    // The rule book's meanings come in Indonesian too (the client asks the API in the page's language).
    await page.goto(`${baseUrl}/rules`);
    await page.getByText('Openings', { exact: true }).click();
    await page.getByText('15–17 poin dan tangan seimbang (boleh juga dengan mayor lima kartu).').first().waitFor();

    await page.goto(`${baseUrl}/tools/score`);
    await page.getByRole('button', { name: 'Hitung skor' }).click();
    const table = page.getByRole('table');
    await table.getByRole('columnheader', { name: 'Rincian' }).waitFor();
    expect(await table.getByRole('rowheader').allTextContents()).toEqual(['Utara–Selatan', 'Timur–Barat']);

    // An API refusal is explained in the page's language around the API's own words.
    await page.goto(`${baseUrl}/tools/evaluate`);
    await page.getByLabel('Tangan', { exact: true }).fill('AKQ2');
    await page.getByRole('button', { name: 'Nilai' }).click();
    await page.getByRole('alert').getByText('Server tidak dapat melakukannya:', { exact: false }).waitFor();

    await page.getByLabel('Bahasa').selectOption('en');
    await page.getByRole('button', { name: 'Evaluate' }).waitFor();
    await page.reload();
    await page.getByRole('button', { name: 'Evaluate' }).waitFor();
    expect(await page.getAttribute('html', 'lang')).toBe('en');
  });

  it('lets an embed choose its language with ?lang=id', async () => {
    const { page } = browser();
    await page.goto(`${baseUrl}/embed/score?lang=id`);
    await page.getByRole('heading', { name: 'Kalkulator skor' }).waitFor();
  });
});
