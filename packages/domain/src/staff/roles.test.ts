import { describe, expect, it } from 'vitest';
import { DEFAULT_ROLE_PERMISSIONS, PERMISSIONS, homePathForRole } from './roles.ts';
import { createStaffSchema, staffSignInSchema } from './schemas.ts';

describe('roles and permissions', () => {
  it('has the eight permission names of the spec', () => {
    expect(PERMISSIONS).toHaveLength(8);
  });
  it('gives admins every permission and staff no user or settings management', () => {
    expect(DEFAULT_ROLE_PERMISSIONS.ADMIN).toEqual(PERMISSIONS);
    expect(DEFAULT_ROLE_PERMISSIONS.STAFF).not.toContain('manage_users');
    expect(DEFAULT_ROLE_PERMISSIONS.STAFF).not.toContain('system_settings');
  });
  it('sends admins to /admin and staff to /staff', () => {
    expect(homePathForRole('ADMIN')).toBe('/admin');
    expect(homePathForRole('STAFF')).toBe('/staff');
  });
});

describe('staff schemas', () => {
  it('normalises the sign-in e-mail', () => {
    expect(staffSignInSchema.parse({ email: '  Ann@Example.COM ', password: 'x' }).email).toBe('ann@example.com');
  });
  it('requires both sign-in fields', () => {
    const result = staffSignInSchema.safeParse({ email: '', password: '' });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => i.message)).toEqual(['Email is required', 'Password is required']);
  });
  it('defaults the role to STAFF and says when e-mail or password is missing', () => {
    expect(createStaffSchema.parse({ email: 'a@b.co', password: 'long-enough-1' }).role).toBe('STAFF');
    const missing = createStaffSchema.safeParse({ email: '', password: '' });
    expect(missing.error?.issues[0]?.message).toBe('Email and password are required');
  });
});
