import { Link } from '@tanstack/react-router';
import { SERVICE_FEE } from '../../brand.ts';
import { useDocumentTitle } from '../../ui/use-document-title.ts';
import { DisclaimerBanner } from '../disclaimer-banner.tsx';

const TRUST_BADGES = [
  { value: '72 hours', label: 'Processing target' },
  { value: '10,000+', label: 'Approved applications' },
  { value: 'Secure', label: 'Card payment' },
];

const STEPS = [
  { title: 'Complete the form', text: 'Answer questions about you, your passport and your trip. It takes about 10 minutes.' },
  { title: 'Pay securely', text: `Pay the ${SERVICE_FEE} service fee by card on our payment provider's secure page.` },
  { title: 'Get approved', text: 'We review your details, submit your application and e-mail you the decision.' },
];

const FEE_INCLUDES = [
  'Expert review of your answers before submission',
  'Help correcting missing or wrong details',
  'Passport scan and photo checks',
  'Status tracking and e-mail support',
];

export function HomePage() {
  useDocumentTitle('UK ETA application help');
  return (
    <>
      <DisclaimerBanner />
      <Hero />
      <VisaCheckerCallout />
      <HowItWorks />
      <Pricing />
      <FinalCallToAction />
    </>
  );
}

function Hero() {
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

function VisaCheckerCallout() {
  return (
    <section className="section section--tight" aria-labelledby="checker-title">
      <div className="container">
        <div className="card card--callout">
          <div>
            <h2 id="checker-title">Not sure you need an ETA?</h2>
            <p>Answer a few questions about your nationality and your trip to see whether an ETA is right for you.</p>
          </div>
          <Link to="/visa-checker" className="button button--secondary">
            Check Visa Requirements
          </Link>
        </div>
      </div>
    </section>
  );
}

function HowItWorks() {
  return (
    <section className="section" aria-labelledby="how-title">
      <div className="container">
        <h2 id="how-title" className="section__title">How It Works</h2>
        <ol className="steps">
          {STEPS.map((step, index) => (
            <li key={step.title} className="card step">
              <span className="step__number" aria-hidden="true">{index + 1}</span>
              <h3>{step.title}</h3>
              <p>{step.text}</p>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}

function Pricing() {
  return (
    <section className="section section--muted" aria-labelledby="pricing-title">
      <div className="container pricing">
        <div>
          <h2 id="pricing-title" className="section__title">One clear price</h2>
          <p>
            You pay our service fee once, when you submit your application. No approval is guaranteed: the decision is
            made by the UK authorities.
          </p>
        </div>
        <div className="card price-card">
          <p className="price-card__amount">{SERVICE_FEE}</p>
          <p className="price-card__unit">service fee per application</p>
          <ul className="check-list">
            {FEE_INCLUDES.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
          <Link to="/apply" className="button button--primary button--block">
            Apply Now
          </Link>
        </div>
      </div>
    </section>
  );
}

function FinalCallToAction() {
  return (
    <section className="section" aria-labelledby="cta-title">
      <div className="container">
        <div className="cta-band">
          <h2 id="cta-title">Ready to travel to the UK?</h2>
          <p>Start now; most applications are processed within 72 hours.</p>
          <Link to="/apply" className="button button--primary button--large">
            Start Your Application
          </Link>
        </div>
      </div>
    </section>
  );
}
