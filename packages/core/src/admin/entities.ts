import { defineEntity, p } from '@mikro-orm/core';
import { PERMISSIONS, STAFF_ROLES } from '@eta/domain';
import { idColumn, updatedAtColumn } from '../db/columns.ts';

const SettingSchema = defineEntity({
  name: 'Setting',
  properties: {
    key: p.string().primary(),
    value: p.json<unknown>(),
    updatedBy: p.string().nullable(),
    updatedAt: updatedAtColumn(),
  },
});
export class Setting extends SettingSchema.class {}
SettingSchema.setClass(Setting);

const RolePermissionSchema = defineEntity({
  name: 'RolePermission',
  uniques: [{ properties: ['role', 'permission'] }],
  properties: {
    id: idColumn(),
    role: p.enum(STAFF_ROLES),
    permission: p.enum(PERMISSIONS),
  },
});
export class RolePermission extends RolePermissionSchema.class {}
RolePermissionSchema.setClass(RolePermission);

export const adminEntities = [SettingSchema, RolePermissionSchema];
