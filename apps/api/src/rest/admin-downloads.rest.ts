import type { FastifyInstance } from 'fastify';
import type { Core } from '@eta/core';
import type { RawRouteDoc } from './declaration.ts';

/** Admin answers that are files, not JSON: CSV exports, the documents ZIP, the report page. */
export function registerAdminDownloads(_app: FastifyInstance, _core: Core): void {}

export const ADMIN_DOWNLOAD_DOCS: RawRouteDoc[] = [];
