import { userInfo } from 'node:os';
import type { StaffRole } from '@eta/domain';

/** Who is calling a use case. Transports build it; core decides what it may do. */
export type Actor =
  | { type: 'anonymous'; ip?: string }
  | { type: 'applicant'; clientId: string; email: string; ip?: string }
  | { type: 'staff' | 'admin'; userId: string; email: string; role: StaffRole; sessionId?: string; ip?: string }
  | { type: 'cli'; operator: string }
  | { type: 'system'; component: string };

export type StaffActor = Extract<Actor, { type: 'staff' | 'admin' }>;

export const anonymous = (ip?: string): Actor => (ip ? { type: 'anonymous', ip } : { type: 'anonymous' });
export const systemActor = (component: string): Actor => ({ type: 'system', component });

/** Who runs the CLI: the operating system's account name, else $USER, else "operator". */
function operatorName(): string {
  try {
    const { username } = userInfo();
    if (username) return username;
  } catch {
    // no account entry for this uid (a container's arbitrary user): fall back to the environment
  }
  return process.env.USER || 'operator';
}

export const cliActor = (operator: string = operatorName()): Actor => ({ type: 'cli', operator });

export function actorId(actor: Actor): string | null {
  switch (actor.type) {
    case 'staff':
    case 'admin':
      return actor.userId;
    case 'applicant':
      return actor.clientId;
    case 'cli':
      return actor.operator;
    case 'system':
      return actor.component;
    case 'anonymous':
      return null;
  }
}

/** How an actor is named in the history: a staff member's e-mail, `cli:<operator>`, System, … */
export function actorName(actor: Actor): string {
  if ('email' in actor) return actor.email;
  if (actor.type === 'cli') return `cli:${actor.operator}`;
  return actor.type === 'system' ? 'System' : actor.type;
}

export function actorIp(actor: Actor): string | null {
  return 'ip' in actor && actor.ip ? actor.ip : null;
}

export function isStaffActor(actor: Actor): actor is StaffActor {
  return actor.type === 'staff' || actor.type === 'admin';
}
