import type { Writable } from 'node:stream';

export type Progress = { update: (done: number) => void; finish: () => void };

const WIDTH = 24;
const REDRAW_MS = 100;
const silent: Progress = { update: () => undefined, finish: () => undefined };

/**
 * A one-line progress bar on standard error, redrawn at most ten times a second and erased when
 * done. Only drawn on a terminal (the caller decides): piped or `--json` runs get none. Ours rather
 * than a library's because it is one line of drawing, and spinners (ora) do not show a fraction.
 */
export function progressBar(stream: Writable, label: string, total: number | null, enabled: boolean): Progress {
  if (!enabled) return silent;
  const started = Date.now();
  let drawnAt = 0;
  const draw = (done: number) => {
    const seconds = ((Date.now() - started) / 1000).toFixed(1);
    const figures = total ? `${done.toLocaleString('en-GB')}/${total.toLocaleString('en-GB')}` : done.toLocaleString('en-GB');
    const share = total ? Math.min(done / total, 1) : null;
    const bar = share === null ? '' : `[${'█'.repeat(Math.round(share * WIDTH)).padEnd(WIDTH, '░')}] ${String(Math.round(share * 100)).padStart(3)}% `;
    stream.write(`\r\x1b[2K${label} ${bar}${figures}  ${seconds}s`);
  };
  draw(0);
  return {
    update: (done) => {
      if (Date.now() - drawnAt < REDRAW_MS) return;
      drawnAt = Date.now();
      draw(done);
    },
    finish: () => stream.write('\r\x1b[2K'),
  };
}
