import { Link } from '@tanstack/react-router';
import { formatFee, useServiceFeePence } from '../service-fee.tsx';

const FEE_INCLUDES = [
  'Expert review of your answers before submission',
  'Help correcting missing or wrong details',
  'Passport scan and photo checks',
  'Online status tracking and e-mail updates',
  'E-mail support in many languages',
];

function PriceAmount() {
  const pence = useServiceFeePence();
  if (pence === undefined) {
    return (
      <p className="price-card__amount price-card__amount--loading" aria-busy="true">
        <span className="visually-hidden">Loading the fee</span>
      </p>
    );
  }
  return <p className="price-card__amount">{formatFee(pence)}</p>;
}

export function Pricing() {
  return (
    <section className="section section--muted" aria-labelledby="pricing-title">
      <div className="container pricing">
        <div>
          <h2 id="pricing-title" className="section__title">
            One clear price
          </h2>
          <p>
            You pay our service fee once, by card, when you submit your application. We accept Visa, Mastercard, Apple
            Pay, JCB and UnionPay.
          </p>
          <p>
            No approval is guaranteed: the decision is made by the UK authorities. We refund the fee if a technical error
            stops us submitting your application, if you paid twice, or if we fail to provide the service; we do not
            refund it if the UK authorities refuse your application. <Link to="/terms">Read our terms</Link>.
          </p>
        </div>
        <div className="card price-card">
          <PriceAmount />
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
