import { useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { ConfirmButton } from '../../../components/ConfirmButton';
import { CheckboxField } from '../../../components/form/CheckboxField';
import { FormActions } from '../../../components/form/FormActions';
import { SelectField } from '../../../components/form/SelectField';
import { TextField } from '../../../components/form/TextField';
import { useForm } from '../../../components/form/useForm';
import { useDocumentMeta } from '../../../components/useDocumentMeta';
import { ROLES } from '../../../lib/auth/roles';
import { gqlRequest } from '../../../lib/graphql/client';
import { validateUserEdit, type UserEditValues } from '../../../lib/validation/formRules';
import { useAppStore } from '../../../stores/appStore';
import { useAdminUser, type AdminUser } from './useAdminUser';
import { USER_DELETE, USER_UPDATE } from './userOperations';
import { UserScreenCard } from './UserScreenCard';
import styles from '../recordScreens.module.css';
import { UserStatus } from './UserStatus';

const ROLE_OPTIONS = ROLES.map((role) => ({ value: role, label: role }));

/** /admin/user/edit/{id}: name, email, role and verified status, and deleting the account. */
export function UserEditScreen() {
  const { id = '' } = useParams();
  const result = useAdminUser(id);
  if (result.status !== 'ready') return <UserStatus kind={result.status} />;
  return <UserEditForm key={result.user.id} user={result.user} />;
}

function UserEditForm({ user }: { user: AdminUser }) {
  useDocumentMeta('Edit user');
  const navigate = useNavigate();
  const showToast = useAppStore((s) => s.showToast);
  const sessionUserId = useAppStore((s) => s.user?.id);
  const sessionResolved = useAppStore((s) => s.sessionResolved);
  const [deleting, setDeleting] = useState(false);
  const initial: UserEditValues = {
    name: user.name,
    email: user.email,
    role: user.role,
    isVerified: user.isVerified,
  };
  const { field, select, checkbox, handleSubmit, submitting } = useForm(initial, validateUserEdit);
  const viewPath = `/admin/user/${encodeURIComponent(user.id)}`;
  // The server refuses both for one's own account (so the back office always keeps an admin:
  // every change is made by one): the form does not offer them.
  const ownAccount = user.id === sessionUserId;

  const submit = handleSubmit(async (values) => {
    const role = ROLES.find((candidate) => candidate === values.role);
    if (!role) return;
    try {
      const data = await gqlRequest(USER_UPDATE, {
        id: user.id,
        name: values.name.trim(),
        email: values.email.trim(),
        role,
        isVerified: values.isVerified,
      });
      // An admin editing their own account sees the change in the menu and profile at once
      // (and loses the back office straight away if they gave up the ADMIN role).
      if (data.userUpdate.id === sessionUserId) sessionResolved(data.userUpdate);
      showToast('success', 'User updated successfully');
      void navigate(viewPath);
    } catch {
      showToast('error', 'Failed to update user. Please check all fields.');
    }
  });

  const remove = () => {
    setDeleting(true);
    void gqlRequest(USER_DELETE, { id: user.id })
      .then(
        (data) => {
          if (!data.userDelete) {
            showToast('error', 'Failed to delete user');
            return;
          }
          showToast('success', 'User deleted successfully');
          void navigate('/admin/users');
        },
        () => showToast('error', 'Failed to delete user'),
      )
      .finally(() => setDeleting(false));
  };

  return (
    <UserScreenCard titleId="edit-user-title" title="Edit user">
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
        <FormActions submitLabel="Save" cancelTo={viewPath} submitting={submitting} />
      </form>
      {ownAccount ? null : (
        <div className={styles.danger}>
          <ConfirmButton
            label="Delete"
            question={`Delete ${user.name || user.email}? This cannot be undone.`}
            confirmLabel="Delete user"
            busy={deleting}
            onConfirm={remove}
          />
        </div>
      )}
    </UserScreenCard>
  );
}
