import { once } from 'node:events';
import { ZipArchive } from 'archiver';
import { BULK_DOWNLOAD_TTL_SECONDS, exportFileName } from '@eta/domain';
import type { Core } from '../core.ts';
import type { Config } from '../config.ts';
import { AuditLog } from '../audit/entities.ts';
import { AppError, NotFoundError } from '../errors.ts';
import { runPrepared } from '../db/prepared.ts';
import { readFile } from '../storage/files.ts';
import { signFileUrl, verifyFileUrl } from '../storage/signed-urls.ts';
import { csvStream } from './csv.ts';
import { documentsOfApplications, exportByIds } from './search-queries.ts';
import { APPLICATION_CSV_COLUMNS, type FileDownload } from './search.ts';

/** The audit actions whose rows hold a bulk download's selection. */
export const BULK_DOWNLOAD_ACTIONS = { zip: 'admin.bulk.download_docs', csv: 'admin.bulk.export' } as const;

/** Signed under its own prefix, so a download signature never opens a stored file (and back). */
const signedId = (auditId: string) => `admin-download:${auditId}`;

/**
 * A GET link that streams a bulk download (the documents ZIP or the CSV) until it expires: the
 * audit row of the bulk action holds the selection, the link's HMAC (the stored files' signing)
 * proves an admin with the permission asked for it.
 */
export function signDownloadUrl(config: Pick<Config, 'sessionSecret'>, auditId: string, options: { expiresInSeconds?: number; now?: Date } = {}): { url: string; expiresAt: Date } {
  const signed = signFileUrl(config, signedId(auditId), { expiresInSeconds: options.expiresInSeconds ?? BULK_DOWNLOAD_TTL_SECONDS, ...(options.now ? { now: options.now } : {}) });
  const query = signed.slice(signed.indexOf('?'));
  const expires = Number(new URLSearchParams(query).get('expires'));
  return { url: `/api/admin/downloads/${auditId}${query}`, expiresAt: new Date(expires * 1000) };
}

const FORBIDDEN_LINK = 'This download link has expired or is not valid. Run the bulk action again for a new one.';

/**
 * GET /api/admin/downloads/{id}?expires&signature: the bulk download the link was signed for;
 * 403 for a tampered or expired link.
 */
export async function openBulkDownload(core: Core, link: { id: string; expires: unknown; signature: unknown }, now = new Date()): Promise<FileDownload> {
  const expires = Number(link.expires);
  const signature = typeof link.signature === 'string' ? link.signature : '';
  if (!/^[0-9a-f-]{36}$/i.test(link.id) || !verifyFileUrl(core.config, { id: signedId(link.id), expires, signature }, now)) {
    throw new AppError(403, 'FORBIDDEN', FORBIDDEN_LINK);
  }
  const row = await core.em().findOne(AuditLog, { id: link.id, action: { $in: Object.values(BULK_DOWNLOAD_ACTIONS) } });
  if (!row) throw new NotFoundError('This download no longer exists');
  const ids = (row.details as { ids?: string[] }).ids ?? [];
  if (row.action === BULK_DOWNLOAD_ACTIONS.csv) {
    const rows = await runPrepared(core, exportByIds, [ids]);
    return { fileName: exportFileName(row.createdAt), contentType: 'text/csv; charset=utf-8', body: csvStream(APPLICATION_CSV_COLUMNS, rows) };
  }
  return { fileName: `documents-${exportFileName(row.createdAt, 'zip')}`, contentType: 'application/zip', body: documentsZip(core, ids) };
}

const EXTENSIONS: Record<string, string> = { 'image/jpeg': 'jpg', 'image/png': 'png', 'image/webp': 'webp', 'application/pdf': 'pdf' };
const FILE_NAMES: Record<string, string> = { passport_scan: 'passport-scan', photo: 'photo', decision_pdf: 'uk-eta-decision', screenshot: 'screenshot' };
/** Files that are compressed already are stored as they are; deflating them again costs time for nothing. */
const COMPRESSED = new Set(['image/jpeg', 'image/png', 'image/webp']);

/**
 * The selected applications' documents, decrypted, one folder per reference, streamed: each file
 * is read only once the previous one is in the archive, so one file at a time is in memory.
 */
export function documentsZip(core: Core, ids: string[]): ZipArchive {
  const archive = new ZipArchive({ zlib: { level: 6 } });
  void (async () => {
    try {
      const documents = await runPrepared(core, documentsOfApplications, [ids]);
      const seen = new Map<string, number>();
      for (const doc of documents) {
        if (!doc.file_id || !doc.kind) {
          await add(archive, 'No documents are stored for this application.\n', { name: `${doc.reference}/NO-DOCUMENTS.txt` });
          continue;
        }
        const base = `${doc.reference}/${FILE_NAMES[doc.kind] ?? doc.kind}`;
        const n = (seen.get(base) ?? 0) + 1;
        seen.set(base, n);
        const name = `${base}${n > 1 ? `-${n}` : ''}.${EXTENSIONS[doc.content_type ?? ''] ?? 'bin'}`;
        try {
          const { bytes, file } = await readFile(core, doc.file_id);
          await add(archive, bytes, { name, store: COMPRESSED.has(file.contentType) });
        } catch (error) {
          if (!(error instanceof NotFoundError)) throw error;
          await add(archive, `${name} is listed but no longer stored.\n`, { name: `${name}.MISSING.txt` });
        }
      }
      await archive.finalize();
    } catch (error) {
      archive.destroy(error as Error);
    }
  })();
  return archive;
}

/** Appends one entry and waits until the archive has taken it in (back-pressure from the reader included). */
async function add(archive: ZipArchive, source: Buffer | string, data: { name: string; store?: boolean }): Promise<void> {
  const taken = once(archive, 'entry');
  archive.append(source, data);
  await taken;
}
