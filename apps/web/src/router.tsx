import { createRootRoute, createRoute, createRouter, redirect, type RouteComponent } from '@tanstack/react-router';
import type { StaffRole } from '@eta/domain';
import { FullPageSpinner } from './ui/spinner.tsx';
import { PublicLayout } from './public/public-layout.tsx';
import { HomePage } from './public/pages/home-page.tsx';
import { LearnPage } from './public/pages/learn-page.tsx';
import { ContactPage } from './public/pages/contact-page.tsx';
import { PrivacyPage } from './public/pages/privacy-page.tsx';
import { TermsPage } from './public/pages/terms-page.tsx';
import { VisaCheckerPage } from './public/pages/visa-checker-page.tsx';
import { CountryPage, DEFAULT_COUNTRY } from './public/pages/country-page.tsx';
import { PaymentSuccessPage } from './public/pages/payment-success-page.tsx';
import { PaymentCancelledPage } from './public/pages/payment-cancelled-page.tsx';
import { PortalPage } from './public/pages/portal-page.tsx';
import { NotFoundPage } from './public/pages/not-found-page.tsx';
import { RouteErrorPage } from './public/pages/route-error-page.tsx';
import { validateAdminSearch, validateStaffApplicationsSearch } from './routes/search-params.ts';

declare module '@tanstack/react-router' {
  interface Register {
    router: typeof router;
  }
  interface StaticDataRouteOption {
    /** The role a signed-in user needs; the staff area's guard sends others to /staff. */
    requiredRole?: StaffRole;
  }
}

const rootRoute = createRootRoute({ notFoundComponent: NotFoundPage });

// Public site (applicant.md §2): header and footer around every page.
const publicSite = createRoute({ getParentRoute: () => rootRoute, id: 'public-site', component: PublicLayout });
const publicPage = <TPath extends string>(path: TPath, component: RouteComponent) =>
  createRoute({ getParentRoute: () => publicSite, path, component });

const countryRoute = createRoute({
  getParentRoute: () => publicSite,
  path: 'eta/$country',
  params: {
    parse: ({ country }) => ({ country: country.toLowerCase() }),
    stringify: ({ country }) => ({ country }),
  },
  component: CountryPage,
});
const countryDefaultRoute = createRoute({
  getParentRoute: () => publicSite,
  path: 'eta',
  beforeLoad: () => {
    throw redirect({ to: '/eta/$country', params: { country: DEFAULT_COUNTRY }, replace: true });
  },
});
const applyRoute = createRoute({ getParentRoute: () => publicSite, path: 'apply' }).lazy(() =>
  import('./apply/wizard.lazy.tsx').then((module) => module.Route),
);

// Staff and admin (staff-admin.md §2): loaded on demand, never by public pages.
const staffSignInRoute = createRoute({ getParentRoute: () => rootRoute, path: 'staff/signin' }).lazy(() =>
  import('./staff/sign-in.lazy.tsx').then((module) => module.Route),
);
const staffArea = createRoute({ getParentRoute: () => rootRoute, id: 'staff-area' }).lazy(() =>
  import('./staff/area.lazy.tsx').then((module) => module.Route),
);
const staffDashboardRoute = createRoute({ getParentRoute: () => staffArea, path: 'staff' }).lazy(() =>
  import('./staff/pages/dashboard.lazy.tsx').then((module) => module.Route),
);
const staffApplicationsRoute = createRoute({
  getParentRoute: () => staffArea,
  path: 'staff/applications',
  validateSearch: validateStaffApplicationsSearch,
}).lazy(() => import('./staff/pages/applications.lazy.tsx').then((module) => module.Route));
const staffApplicationRoute = createRoute({ getParentRoute: () => staffArea, path: 'staff/applications/$id' }).lazy(() =>
  import('./staff/pages/application-detail.lazy.tsx').then((module) => module.Route),
);
const staffSettingsRoute = createRoute({ getParentRoute: () => staffArea, path: 'staff/settings' }).lazy(() =>
  import('./staff/pages/settings.lazy.tsx').then((module) => module.Route),
);
const adminRoute = createRoute({
  getParentRoute: () => staffArea,
  path: 'admin',
  staticData: { requiredRole: 'ADMIN' },
  validateSearch: validateAdminSearch,
}).lazy(() => import('./admin/console.lazy.tsx').then((module) => module.Route));

const routeTree = rootRoute.addChildren([
  publicSite.addChildren([
    publicPage('/', HomePage),
    publicPage('learn', LearnPage),
    publicPage('contact', ContactPage),
    publicPage('privacy', PrivacyPage),
    publicPage('terms', TermsPage),
    publicPage('visa-checker', VisaCheckerPage),
    countryRoute,
    countryDefaultRoute,
    applyRoute,
    publicPage('apply/success', PaymentSuccessPage),
    publicPage('apply/cancel', PaymentCancelledPage),
    publicPage('portal', PortalPage),
  ]),
  staffSignInRoute,
  staffArea.addChildren([staffDashboardRoute, staffApplicationsRoute, staffApplicationRoute, staffSettingsRoute, adminRoute]),
]);

export const router = createRouter({
  routeTree,
  notFoundMode: 'root',
  defaultPreload: 'intent',
  scrollRestoration: true,
  defaultPendingComponent: () => <FullPageSpinner label="Loading page" />,
  defaultErrorComponent: RouteErrorPage,
});
