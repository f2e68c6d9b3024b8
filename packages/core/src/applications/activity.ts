import type { EntityManager } from '@mikro-orm/postgresql';
import { actorId, actorName, type Actor } from '../auth/actor.ts';
import { Activity, type Application } from './entities.ts';

/** One line of an application's history, with who did it (shown on its Activity tab and the dashboard). */
export function recordActivity(em: EntityManager, application: Application, actor: Actor, description: string, name = actorName(actor)): Activity {
  return em.create(Activity, { application, description, actorType: actor.type, actorId: actorId(actor), actorName: name });
}
