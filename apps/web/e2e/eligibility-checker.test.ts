import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { NATIONALITY_NAMES, NO_ETA_EXPLANATIONS, VISIT_PURPOSES, notAvailableMessage } from '@eta/domain';
import { pageTitle, startE2eApp, type E2eApp } from './harness.ts';
import { CHECKER_QUESTIONS, answerChecker, type CheckerAnswers } from './checker-steps.ts';

let app: E2eApp;

beforeAll(async () => {
  app = await startE2eApp();
});
afterAll(async () => {
  await app?.close();
});

const NATIONALITY = 'What is your nationality?';
const CHECK = 'Check Visa Requirements';

async function openChecker(): Promise<Page> {
  const page = await app.newPage();
  await page.goto('/visa-checker');
  await page.getByRole('button', { name: NATIONALITY }).waitFor();
  return page;
}

const visibleQuestions = (page: Page) =>
  Promise.all(
    [CHECKER_QUESTIONS.purpose, CHECKER_QUESTIONS.hasVisa, CHECKER_QUESTIONS.airside].map((name) =>
      page.getByRole('radiogroup', { name }).count(),
    ),
  );

async function resultFor(answers: CheckerAnswers): Promise<Page> {
  const page = await openChecker();
  await answerChecker(page, answers);
  await page.getByRole('button', { name: CHECK }).click();
  await page.getByRole('button', { name: 'Check Again' }).waitFor();
  return page;
}

describe('eligibility checker: the questions', () => {
  it('starts with the nationality select and its placeholder, over every nationality', async () => {
    const page = await openChecker();
    expect(await pageTitle(page)).toBe('Do you need a UK ETA? | ETA Assist');
    expect(await page.getByRole('button', { name: NATIONALITY }).textContent()).toContain('Select your nationality');
    expect(await visibleQuestions(page)).toEqual([0, 0, 0]);
    expect(await page.getByRole('button', { name: CHECK }).count()).toBe(0);
    await page.getByRole('button', { name: NATIONALITY }).click();
    const options = await page.getByRole('option').allTextContents();
    expect(options).toEqual([...NATIONALITY_NAMES]);
    expect(options).toEqual(expect.arrayContaining(['Ireland', 'United Kingdom', 'Japan', 'India']));
  });

  it('reveals each question after the answer before it, with the nine purposes', async () => {
    const page = await openChecker();
    await page.getByRole('button', { name: NATIONALITY }).click();
    await page.getByRole('option', { name: 'Canada', exact: true }).click();
    expect(await visibleQuestions(page)).toEqual([1, 0, 0]);
    const purposes = page.getByRole('radiogroup', { name: CHECKER_QUESTIONS.purpose }).getByRole('radio');
    expect(await purposes.count()).toBe(9);
    for (const purpose of VISIT_PURPOSES) {
      const label = purpose.label.charAt(0).toUpperCase() + purpose.label.slice(1);
      await page.getByRole('radio', { name: label, exact: true }).waitFor({ state: 'attached' });
    }
    await page.getByRole('radio', { name: 'Transit on the way elsewhere' }).check({ force: true });
    expect(await visibleQuestions(page)).toEqual([1, 1, 0]);
    expect(await page.getByRole('button', { name: CHECK }).count()).toBe(0);
    const visa = page.getByRole('radiogroup', { name: CHECKER_QUESTIONS.hasVisa });
    await visa.getByRole('radio', { name: 'No' }).check({ force: true });
    expect(await visibleQuestions(page)).toEqual([1, 1, 1]);
    expect(await page.getByRole('button', { name: CHECK }).count()).toBe(0);
    await page.getByRole('radiogroup', { name: CHECKER_QUESTIONS.airside }).getByRole('radio', { name: 'No' }).check({ force: true });
    await page.getByRole('button', { name: CHECK }).waitFor();
  });

  it('asks the airside question only for transit without a visa', async () => {
    const page = await openChecker();
    await answerChecker(page, { nationality: 'Japan', purpose: 'Transit on the way elsewhere', hasVisa: 'Yes' });
    expect(await visibleQuestions(page)).toEqual([1, 1, 0]);
    await page.getByRole('button', { name: CHECK }).waitFor();
    await page.getByRole('radiogroup', { name: CHECKER_QUESTIONS.hasVisa }).getByRole('radio', { name: 'No' }).check({ force: true });
    expect(await visibleQuestions(page)).toEqual([1, 1, 1]);
    await page.getByRole('radio', { name: 'Study', exact: true }).check({ force: true });
    expect(await visibleQuestions(page)).toEqual([1, 1, 0]);
    await page.getByRole('button', { name: CHECK }).waitFor();
  });
});

describe('eligibility checker: the results', () => {
  it('tells British citizens they need no ETA', async () => {
    const page = await resultFor({ nationality: 'United Kingdom', purpose: 'Tourism or visiting family and friends', hasVisa: 'No' });
    await page.getByRole('heading', { name: 'You do not need an ETA' }).waitFor();
    await page.getByText(NO_ETA_EXPLANATIONS.british).waitFor();
  });

  it('tells Irish citizens about the Common Travel Area', async () => {
    const page = await resultFor({ nationality: 'Ireland', purpose: 'Work, academic visit or business', hasVisa: 'No' });
    await page.getByRole('heading', { name: 'You do not need an ETA' }).waitFor();
    await page.getByText(NO_ETA_EXPLANATIONS.irish).waitFor();
  });

  it('tells holders of a UK visa to use it, whatever their nationality', async () => {
    const page = await resultFor({ nationality: 'India', purpose: 'Study', hasVisa: 'Yes' });
    await page.getByRole('heading', { name: 'You do not need an ETA' }).waitFor();
    await page.getByText(NO_ETA_EXPLANATIONS['has-visa']).waitFor();
  });

  it('tells airside transit passengers they need no ETA unless their plans change', async () => {
    const page = await resultFor({ nationality: 'Japan', purpose: 'Transit on the way elsewhere', hasVisa: 'No', airside: 'Yes' });
    await page.getByRole('heading', { name: 'You do not need an ETA' }).waitFor();
    await page.getByText(NO_ETA_EXPLANATIONS.airside).waitFor();
  });

  it('tells eligible nationals they need an ETA, what they need, and links to the application', async () => {
    const page = await resultFor({ nationality: 'Japan', purpose: 'Tourism or visiting family and friends', hasVisa: 'No' });
    const heading = page.getByRole('heading', { name: 'You need an ETA' });
    await heading.waitFor();
    expect(await heading.evaluate((element) => element === document.activeElement)).toBe(true);
    await page.getByRole('heading', { name: 'What you’ll need' }).waitFor();
    expect(await page.locator('.result .check-list li').count()).toBe(4);
    const apply = page.getByRole('link', { name: 'Start Your ETA Application' });
    expect(await apply.getAttribute('href')).toBe('/apply');
  });

  it('also requires an ETA in transit through border control', async () => {
    const page = await resultFor({ nationality: 'Greece', purpose: 'Transit on the way elsewhere', hasVisa: 'No', airside: 'No' });
    await page.getByRole('heading', { name: 'You need an ETA' }).waitFor();
  });

  it('tells other nationals an ETA is not available, with the advice to seek another visa', async () => {
    const page = await resultFor({ nationality: 'India', purpose: 'Tourism or visiting family and friends', hasVisa: 'No' });
    await page.getByRole('heading', { name: 'ETA not available for your nationality' }).waitFor();
    await page.getByText(notAvailableMessage('India')).waitFor();
    await page.getByText('You may need to apply for a different type of UK visa instead.', { exact: false }).waitFor();
    const gov = page.getByRole('link', { name: 'Check if you need a UK visa on GOV.UK' });
    expect(await gov.getAttribute('href')).toBe('https://www.gov.uk/check-uk-visa');
  });

  it('clears all four answers with "Check Again" and goes home with "Back to home"', async () => {
    const page = await resultFor({ nationality: 'Japan', purpose: 'Transit on the way elsewhere', hasVisa: 'No', airside: 'Yes' });
    await page.getByRole('button', { name: 'Check Again' }).click();
    const nationality = page.getByRole('button', { name: NATIONALITY });
    expect(await nationality.textContent()).toContain('Select your nationality');
    expect(await nationality.evaluate((element) => element === document.activeElement)).toBe(true);
    expect(await visibleQuestions(page)).toEqual([0, 0, 0]);
    // The earlier answers are gone, not just hidden: choosing a nationality shows an unanswered purpose question.
    await nationality.click();
    await page.getByRole('option', { name: 'Japan', exact: true }).click();
    expect(await page.getByRole('radio', { checked: true }).count()).toBe(0);
    expect(await visibleQuestions(page)).toEqual([1, 0, 0]);
    await page.getByRole('link', { name: 'Back to home' }).click();
    await page.waitForURL((url) => url.pathname === '/');
  });
});

describe('eligibility checker by keyboard alone', () => {
  it('runs from the first question to a result and back without a pointer', async () => {
    const page = await openChecker();
    const focusedName = () =>
      page.evaluate(() => {
        const element = document.activeElement;
        return element ? `${element.tagName}:${element.getAttribute('aria-label') ?? element.textContent ?? ''}` : '';
      });
    // Tab from the top of the page to the nationality select.
    const nationality = page.getByRole('button', { name: NATIONALITY });
    for (let presses = 0; presses < 20 && !(await nationality.evaluate((element) => element === document.activeElement)); presses++) {
      await page.keyboard.press('Tab');
    }
    expect(await nationality.evaluate((element) => element === document.activeElement), await focusedName()).toBe(true);

    // Open the list, type to find the country, choose it.
    await page.keyboard.press('Enter');
    await page.getByRole('listbox').waitFor();
    await page.keyboard.type('Japan', { delay: 30 });
    await page.keyboard.press('Enter');
    await page.getByRole('listbox').waitFor({ state: 'detached' });
    expect(await nationality.textContent()).toContain('Japan');

    // Purpose: Tab into the group, arrows move and choose (tourism → work → study → transit).
    await page.keyboard.press('Tab');
    await page.keyboard.press('Space');
    for (let step = 0; step < 3; step++) await page.keyboard.press('ArrowDown');
    expect(await page.getByRole('radio', { name: 'Transit on the way elsewhere' }).isChecked()).toBe(true);

    // Visa: Tab, then ArrowDown from "Yes" chooses "No"; the airside question appears.
    await page.keyboard.press('Tab');
    await page.keyboard.press('Space');
    await page.keyboard.press('ArrowDown');
    const airside = page.getByRole('radiogroup', { name: CHECKER_QUESTIONS.airside });
    await airside.waitFor();

    // Airside: Tab, Space chooses "Yes"; Tab reaches the button; Enter checks.
    await page.keyboard.press('Tab');
    await page.keyboard.press('Space');
    expect(await airside.getByRole('radio', { name: 'Yes' }).isChecked()).toBe(true);
    await page.keyboard.press('Tab');
    expect(await focusedName()).toBe(`BUTTON:${CHECK}`);
    await page.keyboard.press('Enter');

    // The result's heading has the focus; Tab reaches "Check Again", Enter starts over on the first question.
    const heading = page.getByRole('heading', { name: 'You do not need an ETA' });
    await heading.waitFor();
    expect(await heading.evaluate((element) => element === document.activeElement)).toBe(true);
    await page.keyboard.press('Tab');
    expect(await focusedName()).toBe('BUTTON:Check Again');
    await page.keyboard.press('Enter');
    expect(await nationality.evaluate((element) => element === document.activeElement)).toBe(true);
    expect(await nationality.textContent()).toContain('Select your nationality');
  });
});
