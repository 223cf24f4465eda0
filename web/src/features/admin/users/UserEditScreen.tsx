import { CheckboxField } from '../../../components/form/CheckboxField';
import { FormActions } from '../../../components/form/FormActions';
import { SelectField } from '../../../components/form/SelectField';
import { TextField } from '../../../components/form/TextField';
import { useForm } from '../../../components/form/useForm';
import { useDocumentMeta } from '../../../components/useDocumentMeta';
import { ROLES } from '../../../lib/auth/roles';
import { validateUserEdit, type UserEditValues } from '../../../lib/validation/formRules';
import { useAppStore } from '../../../stores/appStore';
import { cancelPath, USER_RECORD } from '../records';
import { useRecordSave } from '../useRecordSave';
import styles from '../recordScreens.module.css';
import { RecordCard, RecordDelete, RecordGate } from '../RecordScreen';
import { useAdminUser, useDeleteUser, useUpdateUser, type AdminUser } from './api/usersApi';

const ROLE_OPTIONS = ROLES.map((role) => ({ value: role, label: role }));

/** /admin/user/edit/{id}: name, email, role and verified status, and deleting the account. */
export function UserEditScreen() {
  return (
    <RecordGate kind={USER_RECORD} useRecord={useAdminUser}>
      {(found) => <UserEditForm key={found.id} user={found} />}
    </RecordGate>
  );
}

function UserEditForm({ user }: { user: AdminUser }) {
  useDocumentMeta('Edit user');
  const sessionUserId = useAppStore((s) => s.user?.id);
  const { field, select, checkbox, submit, submitting } = useUserEditForm(user);
  // The server refuses both for one's own account (so the back office always keeps an admin:
  // every change is made by one): the form does not offer them.
  const ownAccount = user.id === sessionUserId;
  return (
    <RecordCard kind={USER_RECORD} titleId="edit-user-title" title="Edit user">
      <form className={styles.form} onSubmit={submit} noValidate>
        <TextField label="Name" field={field('name')} />
        <TextField label="Email" type="email" field={field('email')} />
        {ownAccount ? (
          <p className={styles.note}>Role: {user.role}. You cannot remove your own admin role.</p>
        ) : (
          <SelectField
            label="Role"
            placeholder="Select role"
            options={ROLE_OPTIONS}
            field={select('role')}
          />
        )}
        <CheckboxField label="Verified" field={checkbox('isVerified')} />
        <FormActions
          submitLabel="Save"
          cancelTo={cancelPath(USER_RECORD, user.id)}
          submitting={submitting}
        />
      </form>
      {ownAccount ? null : <DeleteUser user={user} />}
    </RecordCard>
  );
}

/** The edit form's state and its submit: the account saved, then its detail. */
function useUserEditForm(user: AdminUser) {
  const showToast = useAppStore((s) => s.showToast);
  const sessionUserId = useAppStore((s) => s.user?.id);
  const sessionResolved = useAppStore((s) => s.sessionResolved);
  const update = useUpdateUser();
  const initial: UserEditValues = {
    name: user.name,
    email: user.email,
    role: user.role,
    isVerified: user.isVerified,
  };
  const form = useForm(initial, validateUserEdit);
  const save = useRecordSave(USER_RECORD, true);
  const submit = form.handleSubmit(async (values) => {
    const role = ROLES.find((candidate) => candidate === values.role);
    if (!role) return;
    await save(
      async () => {
        const { userUpdate } = await update.mutateAsync({
          id: user.id,
          name: values.name.trim(),
          email: values.email.trim(),
          role,
          isVerified: values.isVerified,
        });
        // An admin editing their own account sees the change in the menu and profile at once
        // (and loses the back office straight away if they gave up the ADMIN role).
        if (userUpdate.id === sessionUserId) sessionResolved(userUpdate);
        return userUpdate.id;
      },
      () => showToast('error', 'Failed to update user. Please check all fields.'),
    );
  });
  return { ...form, submit };
}

/** Delete, once confirmed; the list again afterwards. */
function DeleteUser({ user }: { user: AdminUser }) {
  const remove = useDeleteUser();
  return (
    <RecordDelete
      kind={USER_RECORD}
      question={`Delete ${user.name || user.email}? This cannot be undone.`}
      confirmLabel="Delete user"
      busy={remove.isPending}
      remove={async () => (await remove.mutateAsync({ id: user.id })).userDelete}
      deletedText="User deleted successfully"
      failedText={() => 'Failed to delete user'}
    />
  );
}
