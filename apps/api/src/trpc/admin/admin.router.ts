import { router } from '../trpc.ts';
import { auditRouter } from './audit.router.ts';
import { bulkRouter } from './bulk.router.ts';
import { clientsRouter } from './clients.router.ts';
import { dashboardRouter } from './dashboard.router.ts';
import { permissionsRouter } from './permissions.router.ts';
import { refundsRouter } from './refunds.router.ts';
import { reportsRouter } from './reports.router.ts';
import { searchRouter } from './search.router.ts';
import { settingsAdminRouter } from './settings.router.ts';
import { staffAdminRouter } from './staff.router.ts';

/** Admin sections (staff-admin §2, §6, §7); each checks the ADMIN role and its permission in core. */
export const adminRouter = router({
  dashboard: dashboardRouter,
  reports: reportsRouter,
  search: searchRouter,
  bulk: bulkRouter,
  refunds: refundsRouter,
  staff: staffAdminRouter,
  clients: clientsRouter,
  permissions: permissionsRouter,
  settings: settingsAdminRouter,
  audit: auditRouter,
});
