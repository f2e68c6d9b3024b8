import { useState } from 'react';
import { Link } from '@tanstack/react-router';
import { AGENCY_NAME } from '../brand.ts';

const NAV_ID = 'site-nav';

export function BrandLink() {
  return (
    <Link to="/" className="brand">
      <span className="brand__mark" aria-hidden="true" />
      <span className="brand__name">{AGENCY_NAME}</span>
    </Link>
  );
}

export function SiteHeader() {
  const [menuOpen, setMenuOpen] = useState(false);
  const closeMenu = () => setMenuOpen(false);
  return (
    <header className="site-header">
      <div className="container site-header__bar">
        <BrandLink />
        <button
          type="button"
          className="menu-button"
          aria-expanded={menuOpen}
          aria-controls={NAV_ID}
          onClick={() => setMenuOpen((open) => !open)}
        >
          <span className="menu-button__icon" aria-hidden="true" />
          {menuOpen ? 'Close' : 'Menu'}
        </button>
        <nav id={NAV_ID} className={`site-nav${menuOpen ? ' site-nav--open' : ''}`} aria-label="Main">
          <Link to="/learn" className="site-nav__link" onClick={closeMenu}>
            Learn
          </Link>
          <Link to="/contact" className="site-nav__link" onClick={closeMenu}>
            Contact
          </Link>
          <Link to="/portal" className="site-nav__link" onClick={closeMenu}>
            Check My Status
          </Link>
          <Link to="/apply" className="button button--primary site-nav__cta" onClick={closeMenu}>
            Start Application
          </Link>
        </nav>
      </div>
    </header>
  );
}
