import { Navigate, getRouteApi } from '@tanstack/react-router';
import { DEFAULT_LANDING_COUNTRY_SLUG, findCountryBySlug } from '@eta/domain';
import { CountryLanding } from '../landing/country-landing.tsx';
import { CountryNotFound } from '../landing/country-not-found.tsx';

const countryRoute = getRouteApi('/public-site/eta/$country');

/** /eta/{country}: the landing page of an eligible country, or a helpful not-found state (applicant §2). */
export function CountryPage() {
  const { country: slug } = countryRoute.useParams();
  const country = findCountryBySlug(slug);
  if (!country?.etaEligible) return <CountryNotFound slug={slug} />;
  // A new country starts from its own saved language, so the page is remounted per country.
  return <CountryLanding key={country.slug} country={country} />;
}

/** /eta without a country shows the default one, Canada (applicant §2). */
export function DefaultCountryRedirect() {
  return <Navigate to="/eta/$country" params={{ country: DEFAULT_LANDING_COUNTRY_SLUG }} replace />;
}
