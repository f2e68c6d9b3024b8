import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';
import type { AxeResults, ImpactValue } from 'axe-core';

const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

export type AxeViolation = { id: string; impact: ImpactValue | undefined; help: string; targets: string[] };

const BLOCKING: readonly (ImpactValue | undefined)[] = ['serious', 'critical'];

/**
 * Runs axe-core in the page and returns its serious and critical violations. The source is evaluated through the
 * DevTools protocol: the app's Content-Security-Policy rightly refuses inline scripts.
 */
export async function seriousAxeViolations(page: Page): Promise<AxeViolation[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
  const violations = await page.evaluate(async () => {
    const { axe } = window as unknown as { axe: { run: (context: unknown) => Promise<AxeResults> } };
    // react-aria's announcer reads a pending button's label by reference; once sign-in has moved on, that
    // button is gone for the few seconds the message lives. Our markup is everything else.
    const results = await axe.run({ exclude: [['[data-live-announcer]']] });
    return results.violations.map((violation) => ({
      id: violation.id,
      impact: violation.impact ?? undefined,
      help: violation.help,
      targets: violation.nodes.map((node) => node.target.join(' ')),
    }));
  });
  return violations.filter((violation) => BLOCKING.includes(violation.impact));
}
