import type { EventData } from '@eta/domain';
import { toast } from '../../ui/toast.tsx';

/** A desktop notification closes by itself after this long (staff-admin §9). */
export const NOTIFICATION_CLOSE_MS = 10_000;

export const notificationsSupported = () => typeof window !== 'undefined' && 'Notification' in window;

/** Asks the browser for permission; says why not when it cannot or may not. */
export async function enableNotifications(): Promise<boolean> {
  if (!notificationsSupported()) {
    toast({ title: 'Not Supported', description: 'This browser cannot show desktop notifications.', variant: 'destructive' });
    return false;
  }
  const permission = Notification.permission === 'granted' ? 'granted' : await Notification.requestPermission();
  if (permission !== 'granted') {
    toast({ title: 'Permission Denied', description: 'Allow notifications for this site in your browser settings to be told about new codes.', variant: 'destructive' });
    return false;
  }
  toast({ title: 'Notifications enabled', description: 'You will be notified when a new verification code arrives.' });
  return true;
}

export function showCodeNotification(code: EventData<'new_verification_code'>): void {
  if (!notificationsSupported() || Notification.permission !== 'granted') return;
  const notification = new Notification(`New code for ${code.applicationReference}`, { body: `${code.applicantName}: ${code.code}`, tag: `code-${code.id}` });
  setTimeout(() => notification.close(), NOTIFICATION_CLOSE_MS);
}
