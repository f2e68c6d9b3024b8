import { defineEntity, p } from '@mikro-orm/core';

/** Fixed-window counters shared by every API instance (sign-in, portal look-up); an unlogged table. */
const RateLimitSchema = defineEntity({
  name: 'RateLimit',
  properties: {
    key: p.text().primary(),
    windowStart: p.datetime(),
    hits: p.integer(),
  },
});
export class RateLimit extends RateLimitSchema.class {}
RateLimitSchema.setClass(RateLimit);

export const securityEntities = [RateLimitSchema];
