import { useState, type FormEvent } from 'react';
import {
  Button,
  Dialog,
  DialogTrigger,
  Form,
  Heading,
  Label,
  ListBox,
  ListBoxItem,
  Modal,
  ModalOverlay,
  Popover,
  Select,
  SelectValue,
  type Key,
} from 'react-aria-components';
import { STAFF_ROLES, createStaffSchema, type StaffRole } from '@eta/domain';
import { trpc, type RouterOutputs } from '../../api/trpc.ts';
import { errorMessage } from '../../api/error-message.ts';
import { Spinner } from '../../ui/spinner.tsx';
import { FormTextField } from '../../ui/text-field.tsx';
import { toast } from '../../ui/toast.tsx';
import { useSession } from '../../staff/session.ts';

type StaffMember = RouterOutputs['admin']['staff']['list'][number];

const ROLE_LABELS: Record<StaffRole, string> = { STAFF: 'Staff', ADMIN: 'Admin' };
const DEFAULT_ROLE: StaffRole = 'STAFF';

const isStaffRole = (key: Key | null): key is StaffRole => STAFF_ROLES.some((role) => role === key);

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
        <FormTextField label="Email" type="email" name="email" value={email} onChange={setEmail} autoComplete="off" />
        <FormTextField label="Password" type="password" name="password" value={password} onChange={setPassword} autoComplete="new-password" />
        <RoleSelect value={role} onChange={setRole} />
        <div className="form__actions">
          <Button type="submit" className="button button--primary" isPending={createStaff.isPending}>
            {createStaff.isPending ? 'Creating…' : 'Create Staff Member'}
          </Button>
        </div>
      </Form>
    </section>
  );
}

function RoleSelect({ value, onChange }: { value: StaffRole; onChange: (role: StaffRole) => void }) {
  return (
    <Select className="field" name="role" value={value} onChange={(key) => isStaffRole(key) && onChange(key)}>
      <Label className="field__label">Role</Label>
      <Button className="field__input select-button">
        <SelectValue />
        <span className="select-button__chevron" aria-hidden="true" />
      </Button>
      <Popover className="popover">
        <ListBox className="listbox">
          {STAFF_ROLES.map((role) => (
            <ListBoxItem key={role} id={role} className="listbox__item">
              {ROLE_LABELS[role]}
            </ListBoxItem>
          ))}
        </ListBox>
      </Popover>
    </Select>
  );
}

function StaffList() {
  const staff = trpc.admin.staff.list.useQuery();
  const currentUserId = useSession().data?.user?.id;

  if (staff.isPending) return <Spinner label="Loading staff" />;
  if (staff.isError) {
    return (
      <p className="form-error" role="alert">
        {errorMessage(staff.error, 'The staff list could not be loaded.')}
      </p>
    );
  }
  return (
    <section className="card" aria-labelledby="existing-staff-title">
      <h2 id="existing-staff-title" className="card__title">
        Existing Staff ({staff.data.length})
      </h2>
      {staff.data.length === 0 ? (
        <p className="muted">No staff members found</p>
      ) : (
        <div className="table-scroll">
          <table className="table table--stack">
            <thead>
              <tr>
                <th scope="col">Email</th>
                <th scope="col">Role</th>
                <th scope="col">Active</th>
                <th scope="col">
                  <span className="visually-hidden">Actions</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {staff.data.map((member) => (
                <StaffRow key={member.id} member={member} isCurrentUser={member.id === currentUserId} />
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}

function StaffRow({ member, isCurrentUser }: { member: StaffMember; isCurrentUser: boolean }) {
  return (
    <tr>
      <td>
        {member.email}
        {isCurrentUser ? <span className="badge badge--neutral badge--after-text">You</span> : null}
      </td>
      <td data-label="Role">
        <span className={`badge ${member.role === 'ADMIN' ? 'badge--brand' : 'badge--neutral'}`}>{ROLE_LABELS[member.role]}</span>
      </td>
      <td data-label="Active">{member.isActive ? 'Yes' : 'No'}</td>
      <td className="table__actions">{isCurrentUser ? null : <DeleteStaffButton member={member} />}</td>
    </tr>
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
    <DialogTrigger>
      <Button className="button button--danger-outline button--small" aria-label={`Delete ${member.email}`}>
        Delete
      </Button>
      <ModalOverlay className="modal-overlay" isDismissable>
        <Modal className="modal">
          <Dialog className="dialog" role="alertdialog">
            {({ close }) => (
              <>
                <Heading slot="title">Delete this staff member?</Heading>
                <p>
                  <strong>{member.email}</strong> will no longer be able to sign in. This cannot be undone.
                </p>
                <div className="button-row button-row--end">
                  <Button className="button button--secondary" onPress={close}>
                    Cancel
                  </Button>
                  <Button
                    className="button button--danger"
                    isPending={deleteStaff.isPending}
                    onPress={() => deleteStaff.mutate({ id: member.id }, { onSettled: close })}
                  >
                    Delete
                  </Button>
                </div>
              </>
            )}
          </Dialog>
        </Modal>
      </ModalOverlay>
    </DialogTrigger>
  );
}
