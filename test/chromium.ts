import { chromium, type Browser } from 'playwright-core';

/** Flags for Debian's Chromium as root on a closed network (ARCHITECTURE.md, Testing). */
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** The machine's Chromium (CHROMIUM_PATH, default /usr/bin/chromium); never a downloaded browser. */
export function launchChromium(): Promise<Browser> {
  return chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: CHROMIUM_ARGS });
}
