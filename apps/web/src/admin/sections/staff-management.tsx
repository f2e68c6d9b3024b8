import { useState, type FormEvent } from 'react';
import { Button, Form } from 'react-aria-components';
import { STAFF_ROLES, createStaffSchema, type StaffMember, type StaffRole } from '@eta/domain';
import { trpc } from '../../api/trpc.ts';
import { errorMessage } from '../../api/error-message.ts';
import { ConfirmDialog } from '../../ui/confirm-dialog.tsx';
import { DataTable, type DataColumn } from '../../ui/data-table.tsx';
import { Select } from '../../ui/select.tsx';
import { TextField } from '../../ui/text-field.tsx';
import { toast } from '../../ui/toast.tsx';
import { useSession } from '../../staff/session.ts';
import './accounts.css';

const ROLE_LABELS: Record<StaffRole, string> = { STAFF: 'Staff', ADMIN: 'Admin' };
const ROLE_OPTIONS = STAFF_ROLES.map((role) => ({ value: role, label: ROLE_LABELS[role] }));
const DEFAULT_ROLE: StaffRole = 'STAFF';

export function StaffManagementSection() {
  return (
    <div className="stack">
      <CreateStaffForm />
      <StaffList />
    </div>
  );
}

function CreateStaffForm() {
  const utils = trpc.useUtils();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [role, setRole] = useState<StaffRole>(DEFAULT_ROLE);

  const createStaff = trpc.admin.staff.create.useMutation({
    onSuccess: async () => {
      toast({ title: 'Staff member created successfully' });
      setEmail('');
      setPassword('');
      setRole(DEFAULT_ROLE);
      await utils.admin.staff.list.invalidate();
    },
    onError: (error) =>
      toast({ variant: 'destructive', title: 'Failed to create staff member', description: errorMessage(error, 'The account was not created.') }),
  });

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const input = createStaffSchema.safeParse({ email, password, role });
    if (!input.success) {
      toast({ variant: 'destructive', title: 'Validation Error', description: input.error.issues[0]?.message ?? 'Check the form.' });
      return;
    }
    createStaff.mutate(input.data);
  };

  return (
    <section className="card" aria-labelledby="create-staff-title">
      <h2 id="create-staff-title" className="card__title">
        Create Staff Member
      </h2>
      <Form className="form form--grid" onSubmit={onSubmit} validationBehavior="aria">
        <TextField label="Email" type="email" name="email" value={email} onChange={setEmail} autoComplete="off" />
        <TextField label="Password" type="password" name="password" value={password} onChange={setPassword} autoComplete="new-password" />
        <Select label="Role" name="role" options={ROLE_OPTIONS} value={role} onChange={setRole} />
        <div className="form__actions">
          <Button type="submit" className="button button--primary" isPending={createStaff.isPending}>
            {createStaff.isPending ? 'Creating…' : 'Create Staff Member'}
          </Button>
        </div>
      </Form>
    </section>
  );
}

function StaffList() {
  const staff = trpc.admin.staff.list.useQuery();
  const currentUserId = useSession().data?.user?.id;
  const columns: DataColumn<StaffMember>[] = [
    {
      id: 'email',
      label: 'Email',
      render: (member) => (
        <>
          {member.email}
          {member.id === currentUserId ? <span className="badge badge--neutral badge--after-text">You</span> : null}
        </>
      ),
    },
    {
      id: 'role',
      label: 'Role',
      stackLabel: 'Role',
      render: (member) => <span className={`badge ${member.role === 'ADMIN' ? 'badge--brand' : 'badge--neutral'}`}>{ROLE_LABELS[member.role]}</span>,
    },
    {
      id: 'active',
      label: 'Active',
      stackLabel: 'Active',
      render: (member) => <span className={`badge ${member.isActive ? 'badge--active' : 'badge--inactive'}`}>{member.isActive ? 'Yes' : 'No'}</span>,
    },
    {
      id: 'actions',
      label: 'Actions',
      hideLabel: true,
      className: 'table__actions staff-actions-cell',
      render: (member) =>
        member.id === currentUserId ? null : (
          <div className="button-row staff-actions">
            <ChangeRoleButton member={member} />
            <SetActiveButton member={member} />
            <DeleteStaffButton member={member} />
          </div>
        ),
    },
  ];
  return (
    <section className="card" aria-labelledby="existing-staff-title">
      <h2 id="existing-staff-title" className="card__title">
        Existing Staff{staff.data ? ` (${staff.data.length})` : ''}
      </h2>
      <DataTable
        label="Existing staff"
        columns={columns}
        items={staff.data}
        status={staff.status}
        errorMessage={errorMessage(staff.error, 'The staff list could not be loaded.')}
        onRetry={() => void staff.refetch()}
        emptyMessage="No staff members found"
        stackOnNarrowScreens
      />
    </section>
  );
}

function DeleteStaffButton({ member }: { member: StaffMember }) {
  const utils = trpc.useUtils();
  const deleteStaff = trpc.admin.staff.delete.useMutation({
    onSuccess: async () => {
      toast({ title: 'Staff member deleted successfully' });
      await utils.admin.staff.list.invalidate();
    },
    onError: (error) =>
      toast({ variant: 'destructive', title: 'Failed to delete staff member', description: errorMessage(error, 'The account was not deleted.') }),
  });

  return (
    <ConfirmDialog
      trigger={
        <Button className="button button--danger-outline button--small" aria-label={`Delete ${member.email}`}>
          Delete
        </Button>
      }
      title="Delete this staff member?"
      confirmLabel="Delete"
      destructive
      isPending={deleteStaff.isPending}
      onConfirm={(close) => deleteStaff.mutate({ id: member.id }, { onSettled: close })}
    >
      <p>
        <strong>{member.email}</strong> will no longer be able to sign in. This cannot be undone.
      </p>
    </ConfirmDialog>
  );
}

/** Refusals (the last active admin, yourself) come back from the server with their reason. */
function useUpdateStaff(success: string, failure: string) {
  const utils = trpc.useUtils();
  return trpc.admin.staff.setActive.useMutation({
    onSuccess: async () => {
      toast({ title: success });
      await utils.admin.staff.list.invalidate();
    },
    onError: (error) => toast({ variant: 'destructive', title: failure, description: errorMessage(error, 'Nothing was changed.') }),
  });
}

function SetActiveButton({ member }: { member: StaffMember }) {
  const update = useUpdateStaff(member.isActive ? 'Staff member deactivated' : 'Staff member reactivated', 'Failed to update staff member');
  if (!member.isActive) {
    return (
      <Button className="button button--secondary button--small" isPending={update.isPending} aria-label={`Reactivate ${member.email}`} onPress={() => update.mutate({ id: member.id, isActive: true })}>
        Reactivate
      </Button>
    );
  }
  return (
    <ConfirmDialog
      trigger={
        <Button className="button button--secondary button--small" aria-label={`Deactivate ${member.email}`}>
          Deactivate
        </Button>
      }
      title="Deactivate this staff member?"
      confirmLabel="Deactivate"
      destructive
      isPending={update.isPending}
      onConfirm={(close) => update.mutate({ id: member.id, isActive: false }, { onSettled: close })}
    >
      <p>
        <strong>{member.email}</strong> is signed out now and cannot sign in until reactivated. Their account and history are kept.
      </p>
    </ConfirmDialog>
  );
}

function ChangeRoleButton({ member }: { member: StaffMember }) {
  const next: StaffRole = member.role === 'ADMIN' ? 'STAFF' : 'ADMIN';
  const update = useUpdateStaff(`Role changed to ${ROLE_LABELS[next]}`, 'Failed to update staff member');
  const label = next === 'ADMIN' ? 'Make admin' : 'Make staff';
  return (
    <ConfirmDialog
      trigger={
        <Button className="button button--secondary button--small" aria-label={`${label}: ${member.email}`}>
          {label}
        </Button>
      }
      title={next === 'ADMIN' ? 'Give the Admin role?' : 'Take the Admin role away?'}
      confirmLabel={label}
      isPending={update.isPending}
      onConfirm={(close) => update.mutate({ id: member.id, role: next }, { onSettled: close })}
    >
      <p>
        <strong>{member.email}</strong> gets the {ROLE_LABELS[next]} role and its permissions from their next request.
      </p>
    </ConfirmDialog>
  );
}
