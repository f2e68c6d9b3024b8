import { useEffect, useRef, useState } from 'react';
import { Link } from '@tanstack/react-router';
import { Button } from 'react-aria-components';
import { etaRecoverySchema, type EtaRecoveryInput } from '@eta/domain';
import { trpc } from '../../api/trpc.ts';
import { explainedErrorMessage } from '../../api/error-message.ts';
import { TextField } from '../../ui/text-field.tsx';
import { typeDmy } from '../../ui/dmy-typing.ts';
import { useStepForm } from '../../ui/use-step-form.ts';
import { PageIntro } from '../page-intro.tsx';
import { usePageMeta } from '../use-page-meta.ts';

type RecoveryValues = { passportNumber: string; dateOfBirth: string; email: string };
const EMPTY: RecoveryValues = { passportNumber: '', dateOfBirth: '', email: '' };
const NOT_SENT = 'We could not send your request. Please try again in a moment.';

/** Lost-ETA recovery (/portal/recover): the ETA is e-mailed to the address on file, never shown, and the answer never says whether anything matched. */
export function PortalRecoverPage() {
  usePageMeta('Recover your ETA', 'Lost your approved UK ETA? Enter your passport number, date of birth and e-mail address and we will e-mail it again to the address on file.');
  const [values, setValues] = useState<RecoveryValues>(EMPTY);
  const [failure, setFailure] = useState<string | null>(null);
  const [answer, setAnswer] = useState<string | null>(null);
  const recover = trpc.applicant.portal.recover.useMutation();
  const { errors, formProps, resetValidation } = useStepForm(etaRecoverySchema, values, (input: EtaRecoveryInput) => {
    setFailure(null);
    recover.mutate(input, { onSuccess: (result) => setAnswer(result.message), onError: (caught) => setFailure(explainedErrorMessage(caught, NOT_SENT)) });
  });
  const sending = recover.isPending;
  const field = (name: keyof RecoveryValues) => ({
    name,
    value: values[name],
    onChange: (value: string) => setValues((current) => ({ ...current, [name]: name === 'dateOfBirth' ? typeDmy(current.dateOfBirth, value) : value })),
    error: errors[name],
    isInvalid: Boolean(errors[name]),
    isDisabled: sending,
    validationBehavior: 'aria' as const,
  });

  function startAgain() {
    setValues(EMPTY);
    setAnswer(null);
    resetValidation();
  }

  return (
    <>
      <PageIntro eyebrow="Client portal" title="Recover your ETA">
        <p>
          Lost the e-mail with your approved ETA? Enter the details from your application and we will send the ETA again, as a PDF, to the e-mail address
          we have on file.
        </p>
      </PageIntro>
      <section className="section">
        <div className="container portal">
          {answer ? (
            <RecoverySent answer={answer} onStartAgain={startAgain} />
          ) : (
            <div className="card portal__signin">
              <h2 className="card__title">Send my ETA again</h2>
              <form className="form recover-form" aria-label="Recover your ETA" aria-describedby={failure ? 'recover-error' : undefined} {...formProps}>
                <TextField label="Passport number" autoComplete="off" description="As printed on the passport you applied with" {...field('passportNumber')} />
                <TextField label="Date of birth" placeholder="dd/mm/yyyy" inputMode="numeric" autoComplete="bday" description="For example, 27/03/1985" {...field('dateOfBirth')} />
                <TextField label="Email address" type="email" autoComplete="email" description="The address you used when applying" {...field('email')} />
                {failure ? (
                  <p id="recover-error" className="form__error" role="alert">
                    {failure}
                  </p>
                ) : null}
                <Button type="submit" className="button button--primary button--block" isPending={sending}>
                  {sending ? 'Sending...' : 'E-mail my ETA'}
                </Button>
              </form>
            </div>
          )}
          <aside className="portal__aside">
            <div className="card">
              <h2 className="card__title">Kept private</h2>
              <p>For your security the ETA is never shown on this page. It goes only to the e-mail address on your application.</p>
            </div>
            <div className="card">
              <h2 className="card__title">Need help?</h2>
              <p>
                No longer use that e-mail address, or nothing arrived within an hour? <Link to="/contact">Contact us</Link> with your application reference.
              </p>
            </div>
            <p className="muted">
              Want to follow an application instead? <Link to="/portal">Check My Status</Link>.
            </p>
          </aside>
        </div>
      </section>
    </>
  );
}

/** The one confirmation, whatever matched; focus moves to it so screen readers announce it. */
function RecoverySent({ answer, onStartAgain }: { answer: string; onStartAgain: () => void }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <div className="card portal__signin" role="status">
      <h2 className="card__title recover-sent__title" ref={heading} tabIndex={-1}>
        Check your inbox
      </h2>
      <p>{answer}</p>
      <div className="recover-sent__actions">
        <Button className="button button--secondary" onPress={onStartAgain}>
          Recover another ETA
        </Button>
        <Link to="/portal">Back to Check My Status</Link>
      </div>
    </div>
  );
}
