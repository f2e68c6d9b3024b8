import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type BrowserContext, type Page } from 'playwright-core';
import { SubmissionError, type FeeCard, type GovernmentForm, type GovFormDriver, type SubmissionData, type SubmissionHooks } from '@eta/core';
import { CHECK_ANSWERS, CONFIRMATION, EMAIL, PAYMENT, QUESTION_PAGES, SECURITY_CODE, SENSITIVE_SELECTORS, START, WHO, type GovPage } from './pages.ts';

/** Pages slower than this fail the run ("occasional slow pages" pass well within it). */
const PAGE_TIMEOUT_MS = 45_000;
const LAUNCH_ARGS = ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--disable-dev-shm-usage'];

/** Headings of the service's own failure pages, and what staff are told. */
const FAILURE_PAGES: Record<string, string> = {
  'Sorry, there is a problem with the service': 'The government site showed its error page ("Sorry, there is a problem with the service")',
  'Your application has timed out': 'The government site ended the session (timed out)',
  'Page not found': 'The government site answered "Page not found"',
};

/**
 * Fills the government form in Debian's Chromium with Playwright, one page object per page. Each
 * page is checked against its fingerprint before anything is typed, photographed (sensitive
 * fields masked) after it is filled, and its answer checked for the service's error summary.
 * A failure carries the failing page's screenshot and the run's trace.
 */
export function playwrightDriver(options: { chromiumPath: string }): GovFormDriver {
  return async (form, data, hooks, { headless }) => {
    const browser = await chromium.launch({ executablePath: options.chromiumPath, headless, args: LAUNCH_ARGS });
    const closeOnAbort = () => void browser.close().catch(() => undefined);
    hooks.signal.addEventListener('abort', closeOnAbort, { once: true });
    let page: Page | null = null;
    const trace = await mkdtemp(join(tmpdir(), 'eta-trace-'));
    const tracePath = join(trace, 'trace.zip');
    try {
      const context = await browser.newContext({ viewport: { width: 1024, height: 900 }, locale: 'en-GB' });
      await context.tracing.start({ screenshots: true, snapshots: true });
      await context.tracing.startChunk();
      page = await context.newPage();
      page.setDefaultTimeout(PAGE_TIMEOUT_MS);
      page.setDefaultNavigationTimeout(PAGE_TIMEOUT_MS);
      const governmentReference = await fillForm(page, form, data, hooks, () => saveTrace(context, tracePath));
      return { governmentReference };
    } catch (error) {
      hooks.signal.throwIfAborted();
      const failure = error instanceof SubmissionError ? error : new SubmissionError(readable(error));
      if (page && !failure.screenshot) failure.screenshot = await maskedScreenshot(page).catch(() => null);
      if (page) await saveTrace(page.context(), tracePath).catch(() => undefined);
      failure.trace = await readFile(tracePath).catch(() => null);
      throw failure;
    } finally {
      hooks.signal.removeEventListener('abort', closeOnAbort);
      await browser.close().catch(() => undefined);
      await rm(trace, { recursive: true, force: true });
    }
  };
}

/**
 * `saveTraceBeforeCard` ends the trace before the agency's card is typed: the trace (kept for a
 * failed run) holds the form's pages, never the card.
 */
async function fillForm(page: Page, form: GovernmentForm, data: SubmissionData, hooks: SubmissionHooks, saveTraceBeforeCard: () => Promise<void>): Promise<string> {
  await page.goto(form.url);
  if (!form.isPractice && (await page.locator('body[data-practice-form]').count())) throw new SubmissionError('GOV_FORM_URL points at the practice form, which production never uses.');
  await completePage(page, START, data, hooks);
  await completePage(page, WHO, data, hooks);
  await completePage(page, EMAIL, data, hooks);
  await enterSecurityCode(page, hooks, new Date(Date.now() - 5_000));
  for (const question of QUESTION_PAGES) await completePage(page, question, data, hooks);
  await completePage(page, CHECK_ANSWERS, data, hooks);
  await expectPage(page, PAYMENT);
  await saveTraceBeforeCard();
  await fillCard(page, form.card);
  await hooks.screenshot(await maskedScreenshot(page), PAYMENT.heading);
  await hooks.paymentCheckpoint();
  await submit(page, PAYMENT);
  await expectHeading(page, CONFIRMATION.heading);
  const governmentReference = (await page.locator('#application-number').innerText()).trim();
  await hooks.screenshot(await maskedScreenshot(page), CONFIRMATION.heading);
  if (!/^[\d-]{8,}$/.test(governmentReference)) throw new SubmissionError(`The confirmation page showed no application number (found "${governmentReference}")`, CONFIRMATION.heading);
  return governmentReference;
}

/** The agency's card, from configuration; masked in the screenshot and never logged. */
async function fillCard(page: Page, card: FeeCard) {
  await page.getByLabel('Card number', { exact: true }).fill(card.number);
  await page.getByLabel('Expiry date (MM/YY)', { exact: true }).fill(card.expiry);
  await page.getByLabel('Name on card', { exact: true }).fill(card.name);
  await page.getByLabel('Card security code', { exact: true }).fill(card.cvc);
}

/** Waits for the code (mailbox or staff), types it, and asks for a new one once if it had expired. */
async function enterSecurityCode(page: Page, hooks: SubmissionHooks, since: Date, resent = false): Promise<void> {
  await expectPage(page, SECURITY_CODE);
  const code = await hooks.securityCode(since);
  await page.getByLabel('Security code', { exact: true }).fill(code);
  await hooks.screenshot(await maskedScreenshot(page), SECURITY_CODE.heading);
  await page.getByRole('button', { name: SECURITY_CODE.submit, exact: true }).click();
  await page.waitForLoadState('domcontentloaded');
  const errors = await errorSummary(page);
  if (!errors.length) return;
  if (!resent && errors.some((e) => /expired/i.test(e))) {
    const resendAt = new Date(Date.now() - 1_000);
    await page.getByRole('button', { name: 'Resend security code', exact: true }).click();
    await page.waitForLoadState('domcontentloaded');
    return enterSecurityCode(page, hooks, resendAt, true);
  }
  throw new SubmissionError(`The form refused the security code: ${errors.join('; ')}`, SECURITY_CODE.heading);
}

async function completePage(page: Page, expected: GovPage, data: SubmissionData, hooks: SubmissionHooks): Promise<void> {
  await expectPage(page, expected);
  await expected.fill(page, data);
  await hooks.screenshot(await maskedScreenshot(page), expected.heading);
  await submit(page, expected);
}

async function submit(page: Page, current: GovPage): Promise<void> {
  await page.getByRole('button', { name: current.submit, exact: true }).click();
  await page.waitForLoadState('domcontentloaded');
  const errors = await errorSummary(page);
  if (errors.length) throw new SubmissionError(`The form refused the answers on “${current.heading}”: ${errors.join('; ')}`, current.heading);
}

async function errorSummary(page: Page): Promise<string[]> {
  const summary = page.locator('.govuk-error-summary');
  if (!(await summary.count())) return [];
  return (await summary.locator('.govuk-error-summary__list li').allInnerTexts()).map((text) => text.trim());
}

async function currentHeading(page: Page): Promise<string> {
  const h1 = page.locator('h1').first();
  await h1.waitFor({ state: 'attached' });
  return (await h1.innerText()).trim();
}

async function expectHeading(page: Page, heading: string): Promise<void> {
  const found = await currentHeading(page);
  if (FAILURE_PAGES[found]) throw new SubmissionError(`${FAILURE_PAGES[found]} instead of “${heading}”`, heading);
  if (found !== heading) throw new SubmissionError(`The form changed at “${heading}”: the page’s heading is now “${found}”. Nothing was typed into it; the page objects need updating.`, heading);
}

/** The page's fingerprint: its heading, then every label and legend the page object relies on. */
async function expectPage(page: Page, expected: GovPage): Promise<void> {
  await expectHeading(page, expected.heading);
  if (!expected.labels.length) return;
  const shown = new Set((await page.locator('label, legend').allInnerTexts()).map((text) => text.trim()));
  const missing = expected.labels.filter((label) => !shown.has(label));
  if (missing.length) {
    throw new SubmissionError(`The form changed at “${expected.heading}”: ${missing.map((label) => `“${label}”`).join(', ')} ${missing.length === 1 ? 'is' : 'are'} no longer on the page. Nothing was typed into it; the page objects need updating.`, expected.heading);
  }
}

export async function maskedScreenshot(page: Page): Promise<Buffer> {
  return page.screenshot({ fullPage: true, mask: SENSITIVE_SELECTORS.map((selector) => page.locator(selector)), maskColor: '#0b0c0c', animations: 'disabled' });
}

/** Writes the trace recorded so far (once; later calls keep the first file). */
async function saveTrace(context: BrowserContext, path: string): Promise<void> {
  if (await readFile(path).then(() => true, () => false)) return;
  await context.tracing.stopChunk({ path });
}

function readable(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  const firstLine = message.split('\n')[0] ?? message;
  if (/Timeout .* exceeded/i.test(firstLine)) return `The government site did not answer in time (${firstLine})`;
  if (/net::ERR_/.test(firstLine)) return `The government site could not be reached (${firstLine})`;
  return firstLine;
}

