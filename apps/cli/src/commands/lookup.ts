import type { ApplicationStatus } from '@eta/domain';
import { CliError, EXIT, type Session } from '../context.ts';

export type ResolvedApplication = { id: string; reference: string; status: ApplicationStatus; version: number };

/** Applications by reference (or id), as asked; one that matches nothing is exit 4, before anything changes. */
export async function resolveApplications({ core, actor, api }: Session, references: string[]): Promise<ResolvedApplication[]> {
  const { applications, missing } = await api.applicationsByReference(core, actor, { references });
  if (missing.length) {
    const listed = missing.slice(0, 5).join(', ') + (missing.length > 5 ? ` and ${missing.length - 5} more` : '');
    throw new CliError(`No application has the reference ${listed}; nothing was changed`, EXIT.notFound, 'NOT_FOUND');
  }
  return applications;
}

export const resolveApplication = async (session: Session, reference: string): Promise<ResolvedApplication> => (await resolveApplications(session, [reference]))[0]!;
