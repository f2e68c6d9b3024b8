import { Outlet, createLazyRoute } from '@tanstack/react-router';
import { StaffRouteGuard } from './route-guard.tsx';
import { StaffLayout } from './staff-layout.tsx';

export const Route = createLazyRoute('/staff-area')({ component: StaffArea });

function StaffArea() {
  return (
    <StaffRouteGuard>
      {(user) => (
        <StaffLayout user={user}>
          <Outlet />
        </StaffLayout>
      )}
    </StaffRouteGuard>
  );
}
