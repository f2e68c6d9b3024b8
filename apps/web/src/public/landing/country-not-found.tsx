import { Link } from '@tanstack/react-router';
import { ETA_ELIGIBLE_COUNTRIES, findCountryBySlug, isEtaExemptNationality } from '@eta/domain';
import { usePageMeta } from '../use-page-meta.ts';
import { HomeButton } from '../home-button.tsx';

/** Why there is no landing page for this address: an unknown country, or one whose nationals cannot use an ETA. */
function explanation(slug: string): string {
  const country = findCountryBySlug(slug);
  if (!country) return `We could not find a country called “${slug}”. Choose yours from the list below.`;
  if (isEtaExemptNationality(country.name)) {
    return `${country.demonym} citizens do not need an ETA to visit the United Kingdom, so there is no ETA page for ${country.name}.`;
  }
  return `Nationals of ${country.name} cannot apply for a UK ETA; you may need a visa instead. The eligibility checker tells you more, and the official UK government website explains which visa you need.`;
}

export function CountryNotFound({ slug }: { slug: string }) {
  usePageMeta(
    'No ETA page for this country',
    'Choose your country to see what the UK ETA means for you, or check whether you need an ETA at all.',
  );
  return (
    <>
      <section className="section">
        <div className="container narrow status-page">
          <h1>No ETA page for this country</h1>
          <p>{explanation(slug)}</p>
          <div className="button-row">
            <Link to="/visa-checker" className="button button--primary">
              Check Visa Requirements
            </Link>
            <HomeButton label="Go to the home page" />
          </div>
        </div>
      </section>
      <section className="section section--muted" aria-labelledby="countries-title">
        <div className="container">
          <h2 id="countries-title" className="section__title">
            The {ETA_ELIGIBLE_COUNTRIES.length} countries whose nationals need a UK ETA
          </h2>
          <ul className="country-list">
            {ETA_ELIGIBLE_COUNTRIES.map((country) => (
              <li key={country.slug}>
                <Link to="/eta/$country" params={{ country: country.slug }}>
                  {country.name}
                </Link>
              </li>
            ))}
          </ul>
        </div>
      </section>
    </>
  );
}
