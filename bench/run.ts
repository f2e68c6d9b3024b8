import { authCheckBench } from './auth-check.bench.ts';
import { applyPortalBench } from './apply-portal.bench.ts';
import { documentsBench } from './documents.bench.ts';
import { webBench } from './web.bench.ts';
import { consoleBench } from './console.bench.ts';
import { automationBench } from './automation.bench.ts';
import { adminBench } from './admin.bench.ts';
import { cliBench } from './cli.bench.ts';
import { startupBench } from './startup.bench.ts';
import { capacityBench } from './capacity.bench.ts';

const benches: Record<string, () => Promise<void>> = {
  'auth-check': authCheckBench,
  'apply-portal': applyPortalBench,
  documents: documentsBench,
  web: webBench,
  console: consoleBench,
  automation: automationBench,
  admin: adminBench,
  cli: cliBench,
  startup: startupBench,
  capacity: capacityBench,
};
const only = process.argv.slice(2);
for (const [name, bench] of Object.entries(benches)) {
  if (only.length && !only.includes(name)) continue;
  await bench();
}
process.exit(0);
