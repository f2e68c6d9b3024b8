import { Link, getRouteApi } from '@tanstack/react-router';
import { SERVICE_FEE } from '../../brand.ts';
import { useDocumentTitle } from '../../ui/use-document-title.ts';
import { DisclaimerBanner } from '../disclaimer-banner.tsx';

export const DEFAULT_COUNTRY = 'canada';

const countryRoute = getRouteApi('/public-site/eta/$country');

/** "united-states" → "United States". */
function countryName(slug: string): string {
  return slug
    .split('-')
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');
}

export function CountryPage() {
  const { country } = countryRoute.useParams();
  const name = countryName(country);
  useDocumentTitle(`UK ETA for travellers from ${name}`);
  return (
    <>
      <DisclaimerBanner />
      <section className="hero hero--compact">
        <div className="container hero__inner">
          <p className="hero__eyebrow">{name}</p>
          <h1>UK ETA for travellers from {name}</h1>
          <p className="hero__lead">
            Check whether you need an Electronic Travel Authorisation for your trip to the United Kingdom, then apply
            online in about 10 minutes with our help.
          </p>
          <div className="button-row">
            <Link to="/apply" className="button button--primary button--large">
              Apply Now
            </Link>
            <Link to="/visa-checker" className="button button--ghost-light button--large">
              Check Eligibility
            </Link>
          </div>
        </div>
      </section>
      <section className="section">
        <div className="container card-grid">
          <div className="card">
            <h2 className="card__title">Processing time</h2>
            <p>Within 72 hours for most applications.</p>
          </div>
          <div className="card">
            <h2 className="card__title">Validity</h2>
            <p>2 years or until your passport expires, with multiple entries.</p>
          </div>
          <div className="card">
            <h2 className="card__title">Service fee</h2>
            <p>{SERVICE_FEE} per application.</p>
          </div>
        </div>
      </section>
    </>
  );
}
