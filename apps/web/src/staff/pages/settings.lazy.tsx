import { useState, type FormEvent } from 'react';
import { createLazyRoute } from '@tanstack/react-router';
import { Button, Form } from 'react-aria-components';
import { changePasswordSchema, type StaffSettings } from '@eta/domain';
import { trpc } from '../../api/trpc.ts';
import { errorMessage } from '../../api/error-message.ts';
import { Spinner } from '../../ui/spinner.tsx';
import { Switch } from '../../ui/switch.tsx';
import { TextField } from '../../ui/text-field.tsx';
import { toast } from '../../ui/toast.tsx';
import { ConsolePage } from '../console-page.tsx';

export const Route = createLazyRoute('/staff-area/staff/settings')({ component: StaffSettingsPage });

function StaffSettingsPage() {
  const settings = trpc.console.settings.get.useQuery();
  return (
    <ConsolePage title="Settings" description="Your profile information, which notifications you receive, and your password.">
      {settings.isPending ? <Spinner label="Loading your settings" /> : null}
      {settings.data ? (
        <div className="settings-grid">
          <ProfileCard settings={settings.data} />
          <PreferencesCard settings={settings.data} />
          <SecurityCard />
        </div>
      ) : null}
    </ConsolePage>
  );
}

function ProfileCard({ settings }: { settings: StaffSettings }) {
  const utils = trpc.useUtils();
  const [profile, setProfile] = useState(settings.profile);
  const save = trpc.console.settings.updateProfile.useMutation({
    onSuccess: (saved) => {
      utils.console.settings.get.setData(undefined, saved);
      void utils.auth.check.invalidate();
      toast({ title: 'Profile updated', description: 'Your profile settings have been saved successfully.' });
    },
    onError: (error) => toast({ title: 'Profile not saved', description: errorMessage(error, 'Please try again.'), variant: 'destructive' }),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate(profile);
  };
  return (
    <section className="card" aria-labelledby="profile-title">
      <h2 id="profile-title" className="card__title">
        Profile Information
      </h2>
      <Form className="form" onSubmit={submit}>
        <div className="form-row">
          <TextField label="First name" value={profile.firstName} onChange={(firstName) => setProfile({ ...profile, firstName })} autoComplete="given-name" />
          <TextField label="Last name" value={profile.lastName} onChange={(lastName) => setProfile({ ...profile, lastName })} autoComplete="family-name" />
        </div>
        <TextField label="Email" type="email" value={profile.email} onChange={(email) => setProfile({ ...profile, email })} autoComplete="email" isRequired />
        <Button type="submit" className="button button--primary" isPending={save.isPending}>
          Save Changes
        </Button>
      </Form>
    </section>
  );
}

function PreferencesCard({ settings }: { settings: StaffSettings }) {
  const utils = trpc.useUtils();
  const [preferences, setPreferences] = useState(settings.preferences);
  const save = trpc.console.settings.updatePreferences.useMutation({
    onSuccess: (saved) => {
      utils.console.settings.get.setData(undefined, saved);
      toast({ title: 'Notification settings updated' });
    },
    onError: (error) => toast({ title: 'Preferences not saved', description: errorMessage(error, 'Please try again.'), variant: 'destructive' }),
  });
  return (
    <section className="card" aria-labelledby="preferences-title">
      <h2 id="preferences-title" className="card__title">
        Notification Preferences
      </h2>
      <div className="form">
        <Switch
          label="Email notifications"
          description="An e-mail when an application you worked on changes status."
          isSelected={preferences.emailNotifications}
          onChange={(emailNotifications) => setPreferences({ ...preferences, emailNotifications })}
        />
        <Switch
          label="Desktop notifications"
          description="A browser notification when a new verification code arrives."
          isSelected={preferences.desktopNotifications}
          onChange={(desktopNotifications) => setPreferences({ ...preferences, desktopNotifications })}
        />
        <Button className="button button--primary" onPress={() => save.mutate(preferences)} isPending={save.isPending}>
          Save Preferences
        </Button>
      </div>
    </section>
  );
}

const EMPTY_PASSWORDS = { currentPassword: '', newPassword: '', confirmPassword: '' };

function SecurityCard() {
  const [passwords, setPasswords] = useState(EMPTY_PASSWORDS);
  const [errors, setErrors] = useState<Partial<Record<keyof typeof EMPTY_PASSWORDS, string>>>({});
  const change = trpc.console.settings.changePassword.useMutation({
    onSuccess: (result) => {
      setPasswords(EMPTY_PASSWORDS);
      toast({ title: 'Password changed', description: result.endedSessions ? `You were signed out on ${result.endedSessions} other session${result.endedSessions === 1 ? '' : 's'}.` : 'Use it the next time you sign in.' });
    },
    onError: (error) => setErrors({ currentPassword: errorMessage(error, 'The password was not changed.') }),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = changePasswordSchema.safeParse(passwords);
    if (!parsed.success) {
      return setErrors(Object.fromEntries(parsed.error.issues.map((issue) => [String(issue.path[0]), issue.message])));
    }
    setErrors({});
    change.mutate(passwords);
  };
  const field = (key: keyof typeof EMPTY_PASSWORDS, label: string, autoComplete: string) => (
    <TextField
      label={label}
      type="password"
      value={passwords[key]}
      onChange={(value) => setPasswords({ ...passwords, [key]: value })}
      autoComplete={autoComplete}
      isInvalid={Boolean(errors[key])}
      error={errors[key]}
    />
  );
  return (
    <section className="card" aria-labelledby="security-title">
      <h2 id="security-title" className="card__title">
        Security
      </h2>
      <Form className="form" onSubmit={submit} validationBehavior="aria">
        {field('currentPassword', 'Current password', 'current-password')}
        {field('newPassword', 'New password', 'new-password')}
        {field('confirmPassword', 'Confirm new password', 'new-password')}
        <Button type="submit" className="button button--primary" isPending={change.isPending}>
          Change Password
        </Button>
      </Form>
    </section>
  );
}
