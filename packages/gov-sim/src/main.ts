/**
 * Runs the practice government form on its own: GOV_SIM_PORT (3100), e-mails to the agency's
 * mail receiver at MAIL_IN_HOST:MAIL_IN_PORT, decisions after GOV_SIM_DECISION_SECONDS (30).
 */
import { startGovSim } from './server.ts';

const number = (name: string, fallback: number) => (process.env[name] ? Number(process.env[name]) : fallback);
const log = (message: string, extra: Record<string, unknown> = {}) =>
  process.env.LOG_LEVEL !== 'silent' && console.log(JSON.stringify({ time: new Date().toISOString(), component: 'gov-sim', message, ...extra }));

try {
  const sim = await startGovSim({
    port: number('GOV_SIM_PORT', 3100),
    host: process.env.GOV_SIM_HOST ?? '127.0.0.1',
    smtp: { host: process.env.MAIL_IN_HOST ?? '127.0.0.1', port: number('MAIL_IN_PORT', 2525) },
    decision: { outcome: process.env.GOV_SIM_DECISION === 'refused' ? 'refused' : 'approved', delayMs: number('GOV_SIM_DECISION_SECONDS', 30) * 1000 },
    slowPageChance: number('GOV_SIM_SLOW_PAGE_CHANCE', 0.1),
    log,
  });
  log('practice government form listening', { url: sim.url });
  const stop = () => void sim.close().then(() => process.exit(0));
  process.once('SIGTERM', stop);
  process.once('SIGINT', stop);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
