import { randomUUID } from 'node:crypto';
import { p } from '@mikro-orm/core';

/** Column shapes every table shares. */
export const idColumn = () => p.uuid().primary().onCreate(() => randomUUID());
export const createdAtColumn = () => p.datetime().onCreate(() => new Date());
export const updatedAtColumn = () =>
  p
    .datetime()
    .onCreate(() => new Date())
    .onUpdate(() => new Date());
