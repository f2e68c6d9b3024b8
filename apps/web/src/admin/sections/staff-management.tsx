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
    { id: 'active', label: 'Active', stackLabel: 'Active', render: (member) => (member.isActive ? 'Yes' : 'No') },
    {
      id: 'actions',
      label: 'Actions',
      hideLabel: true,
      className: 'table__actions',
      render: (member) => (member.id === currentUserId ? null : <DeleteStaffButton member={member} />),
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
