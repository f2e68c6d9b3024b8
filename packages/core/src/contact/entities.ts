import { defineEntity, p } from '@mikro-orm/core';
import { createdAtColumn, idColumn } from '../db/columns.ts';

const ContactMessageSchema = defineEntity({
  name: 'ContactMessage',
  properties: {
    id: idColumn(),
    name: p.string(),
    email: p.string().index(),
    subject: p.string(),
    message: p.text(),
    ip: p.string().nullable(),
    createdAt: createdAtColumn().index(),
  },
});
export class ContactMessage extends ContactMessageSchema.class {}
ContactMessageSchema.setClass(ContactMessage);

export const contactEntities = [ContactMessageSchema];
