import type { Page } from 'playwright-core';

export type CheckerAnswers = { nationality: string; purpose: string; hasVisa: 'Yes' | 'No'; airside?: 'Yes' | 'No' };

const QUESTIONS = {
  purpose: 'What is the main purpose of your visit?',
  hasVisa: 'Do you already have a UK visa or permission to stay?',
  airside: 'Will you stay in the airside transit zone?',
} as const;

/** Answers the eligibility checker's questions with the mouse, in order, each once it appears. */
export async function answerChecker(page: Page, answers: CheckerAnswers): Promise<void> {
  await page.getByRole('button', { name: 'What is your nationality?' }).click();
  await page.getByRole('option', { name: answers.nationality, exact: true }).click();
  await page.getByRole('radiogroup', { name: QUESTIONS.purpose }).getByRole('radio', { name: answers.purpose, exact: true }).check({ force: true });
  await page.getByRole('radiogroup', { name: QUESTIONS.hasVisa }).getByRole('radio', { name: answers.hasVisa }).check({ force: true });
  if (answers.airside) {
    await page.getByRole('radiogroup', { name: QUESTIONS.airside }).getByRole('radio', { name: answers.airside }).check({ force: true });
  }
}

export const CHECKER_QUESTIONS = QUESTIONS;
