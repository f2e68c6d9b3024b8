import { Link } from '@tanstack/react-router';

export function FinalCallToAction() {
  return (
    <section className="section section--flush-top" aria-labelledby="cta-title">
      <div className="container">
        <div className="cta-band">
          <h2 id="cta-title">Ready to travel to the UK?</h2>
          <p>Start now: the form takes about 10 minutes and we aim to process your application within 72 hours.</p>
          <Link to="/apply" className="button button--primary button--large">
            Start Your Application
          </Link>
        </div>
      </div>
    </section>
  );
}
