import { Link } from '@tanstack/react-router';
import { Button } from 'react-aria-components';

/** The draft was paid for already (e.g. in another tab): nothing more to pay; offer a fresh application. */
export function AlreadyPaidNotice({ onStartNew }: { onStartNew: () => void }) {
  return (
    <div className="wizard-notice wizard-notice--info" role="alert">
      <p className="wizard-notice__title">This application has already been paid for</p>
      <p>
        We have received it and will e-mail you about each step. You can follow it in <Link to="/portal">Check My Status</Link>. To apply for another
        trip or another traveller, start a new application.
      </p>
      <Button className="button button--primary" onPress={onStartNew}>
        Start a new application
      </Button>
    </div>
  );
}
