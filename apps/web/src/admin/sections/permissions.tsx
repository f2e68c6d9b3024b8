import { useState } from 'react';
import { Button } from 'react-aria-components';
import { ADMIN_REQUIRED_PERMISSION, PERMISSIONS, PERMISSION_DESCRIPTIONS, STAFF_ROLES, type Permission, type StaffRole } from '@eta/domain';
import { trpc } from '../../api/trpc.ts';
import { errorMessage } from '../../api/error-message.ts';
import { Select } from '../../ui/select.tsx';
import { Spinner } from '../../ui/spinner.tsx';
import { Switch } from '../../ui/switch.tsx';
import { toast } from '../../ui/toast.tsx';
import './accounts.css';

const ROLE_OPTIONS = STAFF_ROLES.map((role) => ({ value: role, label: role === 'ADMIN' ? 'Admin' : 'Staff' }));

/** A role select, the eight permission switches and Save Permissions (staff-admin §2 Role Permissions). */
export function RolePermissionsSection() {
  const [role, setRole] = useState<StaffRole>('STAFF');
  const stored = trpc.admin.permissions.get.useQuery({ role });
  return (
    <section className="card" aria-labelledby="permissions-title">
      <h2 id="permissions-title" className="card__title">
        Role Permissions
      </h2>
      <div className="accounts-toolbar">
        <Select label="Role" name="role" options={ROLE_OPTIONS} value={role} onChange={setRole} />
      </div>
      {stored.status === 'pending' ? <Spinner label="Loading permissions" /> : null}
      {stored.status === 'error' ? (
        <div className="data-table__state" role="alert">
          <p>Failed to load permissions</p>
          <p className="muted">{errorMessage(stored.error, 'Try again in a moment.')}</p>
          <Button className="button button--secondary button--small" onPress={() => void stored.refetch()}>
            Retry
          </Button>
        </div>
      ) : null}
      {stored.status === 'success' ? <PermissionsForm key={`${role}:${stored.data.permissions.join(',')}`} role={role} initial={stored.data.permissions} /> : null}
    </section>
  );
}

function PermissionsForm({ role, initial }: { role: StaffRole; initial: Permission[] }) {
  const utils = trpc.useUtils();
  const [granted, setGranted] = useState<Set<Permission>>(() => new Set(initial));
  const save = trpc.admin.permissions.set.useMutation({
    onSuccess: async () => {
      toast({ title: 'Permissions updated successfully' });
      await utils.admin.permissions.get.invalidate({ role });
    },
    onError: (error) => toast({ variant: 'destructive', title: 'Failed to update permissions', description: errorMessage(error, 'Nothing was changed.') }),
  });
  const flip = (permission: Permission, on: boolean) =>
    setGranted((current) => {
      const next = new Set(current);
      if (on) next.add(permission);
      else next.delete(permission);
      return next;
    });
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        save.mutate({ role, permissions: PERMISSIONS.filter((permission) => granted.has(permission)) });
      }}
    >
      <ul className="switch-list" aria-label={`Permissions of the ${role === 'ADMIN' ? 'Admin' : 'Staff'} role`}>
        {PERMISSIONS.map((permission) => {
          const locked = role === 'ADMIN' && permission === ADMIN_REQUIRED_PERMISSION;
          return (
            <li key={permission}>
              <Switch
                label={PERMISSION_DESCRIPTIONS[permission].label}
                description={locked ? `${PERMISSION_DESCRIPTIONS[permission].description} Admins always keep it, so permissions can still be edited.` : PERMISSION_DESCRIPTIONS[permission].description}
                isSelected={granted.has(permission)}
                isDisabled={locked}
                onChange={(on) => flip(permission, on)}
              />
            </li>
          );
        })}
      </ul>
      <Button type="submit" className="button button--primary" isPending={save.isPending}>
        {save.isPending ? 'Saving…' : 'Save Permissions'}
      </Button>
    </form>
  );
}
