import { createLazyRoute } from '@tanstack/react-router';
import { ConsolePage } from '../console-page.tsx';

export const Route = createLazyRoute('/staff-area/staff/settings')({ component: StaffSettingsPage });

function StaffSettingsPage() {
  return (
    <ConsolePage
      title="Settings"
      description="Your profile information, which notifications you receive, and your password."
    />
  );
}
