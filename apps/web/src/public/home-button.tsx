import { Link } from '@tanstack/react-router';

/** The secondary button back to the home page that ends an error, a dead end or a result. */
export function HomeButton({ label }: { label: 'Back to home' | 'Go to the home page' }) {
  return (
    <Link to="/" className="button button--secondary">
      {label}
    </Link>
  );
}
