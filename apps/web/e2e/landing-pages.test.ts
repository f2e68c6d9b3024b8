import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { Setting } from '@eta/core';
import { ETA_ELIGIBLE_COUNTRIES, GOOD_NEWS_COUNTRIES, findCountryBySlug, landingContent, translate, type Country } from '@eta/domain';
import { pageTitle, startE2eApp, type E2eApp } from './harness.ts';

let app: E2eApp;

beforeAll(async () => {
  app = await startE2eApp();
});
afterAll(async () => {
  await app?.close();
});

const country = (slug: string): Country => {
  const found = findCountryBySlug(slug);
  if (!found) throw new Error(`no country ${slug}`);
  return found;
};

const content = (page: Page) => page.locator('.landing');
const h1 = (page: Page) => page.getByRole('heading', { level: 1 });
const storage = (page: Page, slug: string) =>
  page.evaluate((key) => [localStorage.getItem(key), localStorage.getItem('eta-preferred-language')], `eta-lang:${slug}`);

describe('country landing pages', () => {
  it('has a page for every eligible country with its templated headline', async () => {
    const page = await app.newPage();
    for (const eligible of ETA_ELIGIBLE_COUNTRIES) {
      await page.goto(`/eta/${eligible.slug}`);
      expect(await h1(page).textContent(), eligible.slug).toBe(landingContent(eligible, 'en').headline);
    }
  });

  it('shows every section of the spec, in English by default', async () => {
    const page = await app.newPage();
    await page.goto('/eta/mexico');
    const mexico = landingContent(country('mexico'), 'en');
    await h1(page).waitFor();
    expect(await pageTitle(page)).toBe(`${mexico.headline} | ETA Assist`);
    expect(await content(page).getAttribute('lang')).toBe('en-GB');
    expect(await content(page).getAttribute('dir')).toBe('ltr');
    await page.getByText(translate('en', 'notice.professional')).waitFor();
    await page.getByText(mexico.subheadline).waitFor();
    expect(await page.getByRole('link', { name: translate('en', 'hero.cta.apply') }).getAttribute('href')).toBe('/apply');
    expect(await page.getByRole('link', { name: translate('en', 'hero.cta.check') }).getAttribute('href')).toBe('/visa-checker');
    for (const key of ['info.processing', 'info.validity', 'info.fee'] as const) {
      await page.getByRole('heading', { name: translate('en', key) }).waitFor();
    }
    await page.getByText('£75 per application').waitFor();
    await page.getByRole('heading', { name: 'Why you need a UK ETA' }).waitFor();
    await page.getByText(mexico.whyNeed).waitFor();
    await page.getByText(mexico.howLong).waitFor();
    await page.getByText(mexico.additionalInfo).waitFor();
    expect(mexico.additionalInfo.startsWith('Good news')).toBe(false);
    await page.getByRole('heading', { name: "What you'll need" }).waitFor();
    await page.getByRole('heading', { name: 'How to apply' }).waitFor();
    expect(await page.locator('.steps--four > li').count()).toBe(4);
    expect(await page.getByRole('link', { name: 'Start Your Application' }).getAttribute('href')).toBe('/apply');
    // Spanish is Mexico's language, so the page offers it.
    await page.getByRole('group', { name: 'Language' }).waitFor();
  });

  it('adds "Good news for ..." for the six countries, and hides the toggle where the language is English', async () => {
    const page = await app.newPage();
    for (const slug of GOOD_NEWS_COUNTRIES) {
      await page.goto(`/eta/${slug}`);
      const text = landingContent(country(slug), 'en').additionalInfo;
      expect(text).toMatch(/^Good news for /);
      await page.getByText(text).waitFor();
    }
    await page.goto('/eta/canada');
    await page.getByText('Good news for Canadian travellers!', { exact: false }).waitFor();
    expect(await page.getByRole('group', { name: 'Language' }).count()).toBe(0);
    expect(await page.getByRole('button', { name: 'English' }).count()).toBe(0);
  });

  for (const [slug, nativeName, lang, dir] of [
    ['japan', '日本語', 'ja', 'ltr'],
    ['greece', 'Ελληνικά', 'el', 'ltr'],
    ['israel', 'עברית', 'he', 'rtl'],
  ] as const) {
    it(`switches ${slug} to ${nativeName} and back, and keeps the choice across reloads`, async () => {
      const page = await app.newPage();
      const native = landingContent(country(slug), lang);
      const english = landingContent(country(slug), 'en');
      await page.goto(`/eta/${slug}`);
      expect(await h1(page).textContent()).toBe(english.headline);
      expect(await page.getByRole('button', { name: 'English' }).getAttribute('aria-pressed')).toBe('true');

      await page.getByRole('button', { name: nativeName }).click();
      expect(await h1(page).textContent()).toBe(native.headline);
      expect(await content(page).getAttribute('lang')).toBe(lang);
      expect(await content(page).getAttribute('dir')).toBe(dir);
      await page.getByRole('link', { name: translate(lang, 'hero.cta.apply') }).waitFor();
      await page.getByText(translate(lang, 'notice.professional')).waitFor();
      await page.getByRole('group', { name: translate(lang, 'language.switch') }).waitFor();
      expect(await storage(page, slug)).toEqual([lang, lang]);

      await page.reload();
      expect(await h1(page).textContent()).toBe(native.headline);
      expect(await page.getByRole('button', { name: nativeName }).getAttribute('aria-pressed')).toBe('true');

      await page.getByRole('button', { name: 'English' }).click();
      expect(await h1(page).textContent()).toBe(english.headline);
      expect(await content(page).getAttribute('dir')).toBe('ltr');
      expect(await storage(page, slug)).toEqual(['en', 'en']);
      await page.reload();
      expect(await h1(page).textContent()).toBe(english.headline);
    });
  }

  it('uses the general preference on another country with the same language', async () => {
    const page = await app.newPage();
    await page.goto('/eta/greece');
    await page.getByRole('button', { name: 'Ελληνικά' }).click();
    await page.goto('/eta/cyprus');
    expect(await h1(page).textContent()).toBe(landingContent(country('cyprus'), 'el').headline);
    await page.goto('/eta/japan');
    expect(await h1(page).textContent()).toBe(landingContent(country('japan'), 'en').headline);
  });

  it('shows the fee the admins set, in the page language', async () => {
    const em = app.core.em();
    await em.nativeUpdate(Setting, { key: 'applicationFee' }, { value: 8000 });
    try {
      const page = await app.newPage();
      await page.goto('/eta/japan');
      await page.getByText('£80 per application').waitFor();
      await page.getByRole('button', { name: '日本語' }).click();
      await page.getByText('1件につき80ポンド').waitFor();
    } finally {
      await em.nativeUpdate(Setting, { key: 'applicationFee' }, { value: 7500 });
    }
  });

  it('goes from /eta to Canada and reads the country case-insensitively', async () => {
    const page = await app.newPage();
    await page.goto('/eta');
    await page.waitForURL((url) => url.pathname === '/eta/canada');
    expect(await h1(page).textContent()).toBe('UK ETA for Canadian Citizens');
    await page.goto('/eta/United-States');
    expect(await h1(page).textContent()).toBe('UK ETA for American Citizens');
  });

  it('explains why there is no page for an unknown or ineligible country, with links onwards', async () => {
    const page = await app.newPage();
    await page.goto('/eta/atlantis');
    await h1(page).waitFor();
    expect(await h1(page).textContent()).toBe('No ETA page for this country');
    await page.getByText('We could not find a country called “atlantis”.', { exact: false }).waitFor();
    expect(await page.getByRole('link', { name: 'Check Visa Requirements' }).getAttribute('href')).toBe('/visa-checker');
    expect(await page.locator('.country-list a').count()).toBe(ETA_ELIGIBLE_COUNTRIES.length);
    await page.getByRole('link', { name: 'Japan', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/eta/japan');

    await page.goto('/eta/india');
    await page.getByText('Nationals of India cannot apply for a UK ETA', { exact: false }).waitFor();
    await page.goto('/eta/united-kingdom');
    await page.getByText('British citizens do not need an ETA', { exact: false }).waitFor();
  });
});
