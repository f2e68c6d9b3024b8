import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import Fastify from 'fastify';
import type { Browser } from 'playwright-core';
import { launchChromium } from '../test/chromium.ts';
import { createServer } from '@eta/api';
import { benchCore } from './harness.ts';

const WEB_DIST = join(import.meta.dirname, '../apps/web/dist');
/** The JavaScript budget of the home page, gzipped (1 kB = 1000 bytes). */
const JS_BUDGET_BYTES = 150_000;
const LOADS = 9;
const HERO = '#hero-title';

/**
 * Runs in the page before any of its scripts: notes `performance.now()` (milliseconds since the navigation
 * started) at the first frame in which the hero heading is in the page and has a size.
 */
const RECORD_HERO_VISIBLE = `(() => {
  const visible = () => { const el = document.querySelector('${HERO}'); return !!el && el.getBoundingClientRect().height > 0; };
  const check = () => {
    if ('heroVisibleAt' in window) return;
    if (visible()) requestAnimationFrame(() => { window.heroVisibleAt = performance.now(); });
    else requestAnimationFrame(check);
  };
  check();
})();`;

type Asset = { path: string; kind: 'js' | 'css'; gzipBytes: number };

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
const kB = (bytes: number) => (bytes / 1000).toFixed(1);

/** The JavaScript and CSS files that `/` requested, each gzipped at zlib's default level. */
async function homeAssets(browser: Browser, baseUrl: string): Promise<Asset[]> {
  const context = await browser.newContext();
  const page = await context.newPage();
  const paths = new Set<string>();
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.origin === baseUrl && /\.(js|css)$/.test(url.pathname)) paths.add(url.pathname);
  });
  await page.goto(`${baseUrl}/`, { waitUntil: 'networkidle' });
  await page.locator(HERO).waitFor();
  await context.close();
  return [...paths].sort().map((path) => ({
    path,
    kind: path.endsWith('.css') ? 'css' : 'js',
    gzipBytes: gzipSync(readFileSync(join(WEB_DIST, path))).length,
  }));
}

/** Milliseconds from navigation start to the hero heading being visible, over fresh (cold-cache) loads. */
async function heroVisibleTimes(browser: Browser, url: string): Promise<number[]> {
  const times: number[] = [];
  for (let load = 0; load < LOADS; load++) {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    await context.addInitScript(RECORD_HERO_VISIBLE);
    const page = await context.newPage();
    await page.goto(url);
    await page.waitForFunction(() => 'heroVisibleAt' in globalThis);
    times.push(await page.evaluate(() => (globalThis as unknown as { heroVisibleAt: number }).heroVisibleAt));
    await context.close();
  }
  return times;
}

/**
 * The weight and speed of the home page: the gzipped JavaScript and CSS that `/` loads (the entry chunk and
 * whatever else Chromium requests), and the time to the hero heading in headless Chromium, against a bare HTML
 * page with the same heading served in the same run. Expects a web build in apps/web/dist.
 */
export async function webBench(): Promise<void> {
  if (!existsSync(join(WEB_DIST, 'index.html'))) {
    throw new Error(`No web build at ${WEB_DIST}: run pnpm --filter @eta/web build first.`);
  }
  const { core, close } = await benchCore();
  const server = await createServer(core, { webDist: WEB_DIST });
  const bare = Fastify();
  bare.get('/', (_request, reply) =>
    reply.type('text/html').send(`<!doctype html><html lang="en"><title>bare</title><h1 id="hero-title">Hero</h1></html>`),
  );
  const browser = await launchChromium();
  try {
    const baseUrl = await server.start(0, '127.0.0.1');
    const bareUrl = await bare.listen({ port: 0, host: '127.0.0.1' });

    const assets = await homeAssets(browser, baseUrl);
    const js = assets.filter((asset) => asset.kind === 'js').reduce((sum, asset) => sum + asset.gzipBytes, 0);
    const css = assets.filter((asset) => asset.kind === 'css').reduce((sum, asset) => sum + asset.gzipBytes, 0);

    await heroVisibleTimes(browser, `${baseUrl}/`); // warm-up: server caches, Chromium's first start
    const baseline = await heroVisibleTimes(browser, `${bareUrl}/`);
    const home = await heroVisibleTimes(browser, `${baseUrl}/`);

    console.log('\nweb: what / loads (gzip, zlib default level)');
    console.table(assets.map((asset) => ({ file: asset.path, 'gzip kB': kB(asset.gzipBytes) })));
    console.log(`\nweb: / against a budget of ${kB(JS_BUDGET_BYTES)} kB of JavaScript, ${LOADS} cold loads each`);
    console.table([
      {
        measure: 'JavaScript, gzipped',
        value: `${kB(js)} kB`,
        'vs JS budget': `${(js / JS_BUDGET_BYTES).toFixed(2)}×`,
      },
      { measure: 'CSS, gzipped', value: `${kB(css)} kB`, 'vs JS budget': `${(css / JS_BUDGET_BYTES).toFixed(2)}×` },
      {
        measure: 'hero visible, bare HTML page (baseline)',
        value: `${median(baseline).toFixed(0)} ms median`,
        'vs baseline': '1.00×',
      },
      {
        measure: 'hero visible on /',
        value: `${median(home).toFixed(0)} ms median (${Math.min(...home).toFixed(0)}–${Math.max(...home).toFixed(0)})`,
        'vs baseline': `${(median(home) / Math.max(median(baseline), 1)).toFixed(2)}×`,
      },
    ]);
  } finally {
    await browser.close();
    await bare.close();
    await server.stop();
    await close();
  }
}
