import type { FastifyInstance } from 'fastify';
import type { Core } from '@eta/core';
import type { RawRouteDoc } from './declaration.ts';

/** `GET /api/admin/reports/generate`: the report as a readable page (or CSV), opened in a new tab. */
export function registerAdminReports(_app: FastifyInstance, _core: Core): void {}

export const ADMIN_REPORT_DOCS: RawRouteDoc[] = [];
