import { clientByEmailSchema, listClientsSchema, setClientActiveSchema, type Client as ClientDto, type ClientList } from '@eta/domain';
import type { Core } from '../core.ts';
import type { Actor } from '../auth/actor.ts';
import { requireAdminPermission } from '../auth/authorize.ts';
import { audit } from '../audit/audit.ts';
import { decodeCursor, encodeCursor } from '../db/page-cursor.ts';
import { NotFoundError } from '../errors.ts';
import { parseInput } from '../validation.ts';
import { runPrepared, sql } from '../db/prepared.ts';
import { Client } from '../applications/entities.ts';

type ClientRow = { id: string; email: string; is_active: boolean; created_at: Date; application_count: number };

const COLUMNS = `c.id, c.email, c.is_active, c.created_at, (select count(*) from application a where a.client_id = c.id)::int as application_count`;
/** The search box matches any part of the e-mail (the pg_trgm index on client.email serves it). */
const SEARCH = `c.email ilike '%' || $1 || '%'`;

// Pages walk the unique e-mail index, so the cursor is the last e-mail shown; one statement per shape.
const pageQueries = {
  all: sql<ClientRow>('admin_clients_page', `select ${COLUMNS} from client c where c.email > $1 order by c.email limit $2`),
  search: sql<ClientRow>('admin_clients_search_page', `select ${COLUMNS} from client c where ${SEARCH} and c.email > $2 order by c.email limit $3`),
};
const oneClient = {
  byId: sql<ClientRow>('admin_client_one', `select ${COLUMNS} from client c where c.id = $1`),
  byEmail: sql<ClientRow>('admin_client_by_email', `select ${COLUMNS} from client c where c.email = $1`),
};
const countQueries = {
  all: sql<{ total: number }>('admin_clients_count', `select count(*)::int as total from client`),
  search: sql<{ total: number }>('admin_clients_search_count', `select count(*)::int as total from client c where ${SEARCH}`),
};

const escapeLike = (term: string) => term.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`);

const toClient = (row: ClientRow): ClientDto => ({
  id: row.id,
  email: row.email,
  applicationCount: row.application_count,
  createdAt: new Date(row.created_at).toISOString(),
  isActive: row.is_active,
});

/** Client accounts by e-mail, with their number of applications (staff-admin §2 Client Accounts). */
export async function listClients(core: Core, actor: Actor, input: unknown): Promise<ClientList> {
  const query = parseInput(listClientsSchema, input ?? {});
  await requireAdminPermission(core.em(), actor, 'manage_users');
  const after = query.cursor ? decodeCursor(query.cursor, (value): value is string => typeof value === 'string', 'cursor') : '';
  const term = query.search ? escapeLike(query.search) : null;
  const [rows, [counted]] = await Promise.all([
    term === null ? runPrepared(core, pageQueries.all, [after, query.limit + 1]) : runPrepared(core, pageQueries.search, [term, after, query.limit + 1]),
    term === null ? runPrepared(core, countQueries.all, []) : runPrepared(core, countQueries.search, [term]),
  ]);
  const shown = rows.slice(0, query.limit);
  return {
    clients: shown.map(toClient),
    total: counted?.total ?? 0,
    nextCursor: rows.length > query.limit ? encodeCursor(shown.at(-1)!.email) : null,
  };
}

/** One client account by its e-mail, whatever its case, as listClients shows it. */
export async function clientByEmail(core: Core, actor: Actor, input: unknown): Promise<ClientDto> {
  const { email } = parseInput(clientByEmailSchema, input);
  await requireAdminPermission(core.em(), actor, 'manage_users');
  const [row] = await runPrepared(core, oneClient.byEmail, [email]);
  if (!row) throw new NotFoundError('Client not found');
  return toClient(row);
}

/**
 * Suspends or reactivates a client account. A suspended client's portal look-up is refused with
 * the portal's sign-in message (applications/portal.ts).
 */
export async function setClientActive(core: Core, actor: Actor, input: unknown): Promise<ClientDto> {
  const { id, isActive } = parseInput(setClientActiveSchema, input);
  const em = core.em();
  await requireAdminPermission(em, actor, 'manage_users');
  await em.transactional(async (tx) => {
    const client = await tx.findOne(Client, { id });
    if (!client) throw new NotFoundError('Client not found');
    if (client.isActive === isActive) return;
    client.isActive = isActive;
    audit(tx, actor, isActive ? 'client.activated' : 'client.suspended', { clientId: client.id, email: client.email });
    await tx.flush();
  });
  const [row] = await runPrepared(core, oneClient.byId, [id]);
  return toClient(row!);
}
