import { createRootRoute, createRoute, createRouter, lazyRouteComponent, type RouteComponent } from '@tanstack/react-router';
import type { StaffRole } from '@eta/domain';
import { FullPageSpinner } from './ui/spinner.tsx';
import { PublicLayout } from './public/public-layout.tsx';
import { HomePage } from './public/pages/home-page.tsx';
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

// Pages other than home load on demand, so / carries neither the landing texts in 32 languages nor the checker,
// the forms or the legal texts (bench/web.bench.ts measures it); hovering a link to them preloads them.
const LearnPage = lazyRouteComponent(() => import('./public/pages/learn-page.tsx'), 'LearnPage');
const ContactPage = lazyRouteComponent(() => import('./public/pages/contact-page.tsx'), 'ContactPage');
const PrivacyPage = lazyRouteComponent(() => import('./public/pages/privacy-page.tsx'), 'PrivacyPage');
const TermsPage = lazyRouteComponent(() => import('./public/pages/terms-page.tsx'), 'TermsPage');
const VisaCheckerPage = lazyRouteComponent(() => import('./public/pages/visa-checker-page.tsx'), 'VisaCheckerPage');
const CountryPage = lazyRouteComponent(() => import('./public/pages/country-page.tsx'), 'CountryPage');
const PaymentSuccessPage = lazyRouteComponent(() => import('./public/pages/payment-success-page.tsx'), 'PaymentSuccessPage');
const PaymentCancelledPage = lazyRouteComponent(() => import('./public/pages/payment-cancelled-page.tsx'), 'PaymentCancelledPage');
const PortalPage = lazyRouteComponent(() => import('./public/pages/portal-page.tsx'), 'PortalPage');
const PortalOpenPage = lazyRouteComponent(() => import('./public/pages/portal-open-page.tsx'), 'PortalOpenPage');
const PortalRecoverPage = lazyRouteComponent(() => import('./public/pages/portal-recover-page.tsx'), 'PortalRecoverPage');

const countryRoute = createRoute({
  getParentRoute: () => publicSite,
  path: 'eta/$country',
  params: {
    parse: ({ country }) => ({ country: country.toLowerCase() }),
    stringify: ({ country }) => ({ country }),
  },
  component: CountryPage,
});
// /eta goes to the default country; the redirect lives with the landing pages to keep the country data off /.
const countryDefaultRoute = createRoute({
  getParentRoute: () => publicSite,
  path: 'eta',
  component: lazyRouteComponent(() => import('./public/pages/country-page.tsx'), 'DefaultCountryRedirect'),
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
    publicPage('portal/open', PortalOpenPage),
    publicPage('portal/recover', PortalRecoverPage),
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
