import { Link } from '@tanstack/react-router';

const TRUST_BADGES = [
  { value: '72 hours', label: 'Processing target' },
  { value: '10,000+', label: 'Approved applications' },
  { value: 'Secure', label: 'Card payment' },
];

export function Hero() {
  return (
    <section className="hero" aria-labelledby="hero-title">
      <div className="container hero__inner">
        <p className="hero__eyebrow">UK Electronic Travel Authorisation</p>
        <h1 id="hero-title">Your UK ETA application, checked and submitted by experts</h1>
        <p className="hero__lead">
          Travelling to the United Kingdom from a visa-exempt country? Complete one simple form and we check your details,
          your passport scan and your photo before submitting your ETA application for you.
        </p>
        <div className="button-row">
          <Link to="/apply" className="button button--primary button--large">
            Start Your Application
          </Link>
          <Link to="/learn" className="button button--ghost-light button--large">
            Learn More
          </Link>
        </div>
        <ul className="trust-badges" aria-label="Why travellers use us">
          {TRUST_BADGES.map((badge) => (
            <li key={badge.label} className="trust-badge">
              <span className="trust-badge__value">{badge.value}</span>
              <span className="trust-badge__label">{badge.label}</span>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

export function CheckerCard() {
  return (
    <section className="section section--tight" aria-labelledby="checker-title">
      <div className="container">
        <div className="card card--callout">
          <div>
            <h2 id="checker-title">Not sure you need an ETA?</h2>
            <p>
              Answer up to four quick questions about your nationality and your trip. You will see at once whether you
              need an ETA, do not need one, or need a different kind of permission.
            </p>
          </div>
          <Link to="/visa-checker" className="button button--secondary">
            Check Visa Requirements
          </Link>
        </div>
      </div>
    </section>
  );
}
