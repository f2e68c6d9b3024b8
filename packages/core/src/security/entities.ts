import { defineEntity, p } from '@mikro-orm/core';

/** Fixed-window counters shared by every API instance (sign-in, portal look-up). */
const RateLimitSchema = defineEntity({
  name: 'RateLimit',
  properties: {
    key: p.string().primary(),
    windowStart: p.datetime(),
    hits: p.integer(),
  },
});
export class RateLimit extends RateLimitSchema.class {}
RateLimitSchema.setClass(RateLimit);

export const securityEntities = [RateLimitSchema];
