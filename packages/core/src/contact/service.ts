import { contactMessageSchema } from '@eta/domain';
import type { Core } from '../core.ts';
import { actorIp, type Actor } from '../auth/actor.ts';
import { parseInput } from '../validation.ts';
import { clientAddressKey, enforceRateLimits } from '../security/rate-limit.ts';
import { queueEmail } from '../email/outbox.ts';
import { ContactMessage } from './entities.ts';

/** Stores a visitor's message and queues it to the agency's support inbox, in one transaction. */
export async function sendContactMessage(core: Core, actor: Actor, input: unknown): Promise<{ success: true; id: string }> {
  const data = parseInput(contactMessageSchema, input);
  const em = core.em();
  await enforceRateLimits(core, [{ key: `contact:ip:${clientAddressKey(actorIp(actor))}`, limit: 5, windowSeconds: 600 }]);
  return em.transactional(async (tx) => {
    const message = tx.create(ContactMessage, { ...data, ip: actorIp(actor) });
    await queueEmail(tx, {
      to: core.config.SUPPORT_EMAIL,
      replyTo: data.email,
      template: 'contact_message',
      data: { name: data.name, email: data.email, subject: data.subject, message: data.message, receivedAt: new Date().toISOString() },
    });
    return { success: true as const, id: message.id };
  });
}
