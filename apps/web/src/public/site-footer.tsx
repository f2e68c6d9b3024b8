import { Link } from '@tanstack/react-router';
import { AGENCY_NAME, NOT_GOVERNMENT_NOTICE } from '../brand.ts';

export function SiteFooter() {
  return (
    <footer className="site-footer">
      <div className="container site-footer__inner">
        <div className="site-footer__about">
          <p className="site-footer__brand">{AGENCY_NAME}</p>
          <p>{NOT_GOVERNMENT_NOTICE}</p>
        </div>
        <nav aria-label="Footer" className="site-footer__nav">
          <ul>
            <li><Link to="/learn">Learn about the ETA</Link></li>
            <li><Link to="/contact">Contact</Link></li>
            <li><Link to="/apply">Start Application</Link></li>
            <li><Link to="/portal">Check My Status</Link></li>
            <li><Link to="/privacy">Privacy Policy</Link></li>
            <li><Link to="/terms">Terms of Service</Link></li>
          </ul>
        </nav>
      </div>
      <div className="container site-footer__legal">
        <p>© {new Date().getFullYear()} {AGENCY_NAME}. Independent service; no guarantee of approval.</p>
      </div>
    </footer>
  );
}
