import { createLazyRoute } from '@tanstack/react-router';
import { useDocumentTitle } from '../ui/use-document-title.ts';
import type { ApplicationDraft, WizardStepNumber } from './draft/draft.ts';
import type { DraftActions } from './draft/draft-store.ts';
import { useApplicationDraft } from './draft/use-application-draft.ts';
import { DeclarationsStep } from './declarations/declarations-step.tsx';
import { LanguageBadge } from './layout/language-badge.tsx';
import { useFocusOnChange } from './layout/use-focus-on-change.ts';
import { WizardProgress } from './layout/wizard-progress.tsx';
import { PassportStep } from './passport/passport-step.tsx';
import { PhotoStep } from './photo/photo-step.tsx';
import { ReviewStep } from './review/review-step.tsx';
import { TravelStep } from './travel/travel-step.tsx';
import { nextStep, previousStep, STEP_COUNT, stepTitle } from './wizard-steps.ts';
import './wizard.css';

export const Route = createLazyRoute('/public-site/apply')({ component: ApplyWizardPage });

function CurrentStep({ draft, actions }: { draft: ApplicationDraft; actions: DraftActions }) {
  const onBack = () => actions.goToStep(previousStep(draft.step));
  const onContinue = () => actions.goToStep(nextStep(draft.step));
  const goTo = (step: WizardStepNumber) => actions.goToStep(step);
  switch (draft.step) {
    case 1:
      return <PassportStep section={draft.passport} actions={actions} onContinue={onContinue} />;
    case 2:
      return <TravelStep values={draft.travel} onChange={actions.changeTravel} onBack={onBack} onContinue={onContinue} />;
    case 3:
      return <PhotoStep photo={draft.photo} actions={actions} onBack={onBack} onContinue={onContinue} />;
    case 4:
      return <DeclarationsStep values={draft.declarations} onChange={actions.changeDeclarations} onBack={onBack} onContinue={onContinue} />;
    case 5:
      return <ReviewStep draft={draft} actions={actions} onEdit={goTo} onBack={onBack} />;
  }
}

/** The application wizard at /apply (applicant §2): five steps, every answer kept in this browser as it is given. */
function ApplyWizardPage() {
  const { draft, saved, actions } = useApplicationDraft();
  const headingRef = useFocusOnChange(draft.step);
  useDocumentTitle(`Apply for your UK ETA: step ${draft.step} of ${STEP_COUNT}`);

  return (
    <div className="wizard">
      <header className="wizard-header">
        <div className="container wizard-container">
          <div className="wizard-header__top">
            <p className="page-intro__eyebrow">UK ETA application</p>
            <LanguageBadge />
          </div>
          <h1 className="wizard-header__title">Apply for your UK ETA</h1>
          <WizardProgress step={draft.step} />
        </div>
      </header>
      <div className="container wizard-container wizard-body">
        <section className="card wizard-card" aria-labelledby="wizard-step-heading">
          <h2 id="wizard-step-heading" ref={headingRef} tabIndex={-1} className="wizard-card__title">
            {stepTitle(draft.step)}
          </h2>
          {/* Each step starts with fresh validation state; the answers themselves live in the draft. */}
          <CurrentStep key={`${draft.draftKey}:${draft.step}`} draft={draft} actions={actions} />
        </section>
        <p className={`wizard-saved${saved ? '' : ' wizard-saved--failed'}`} role={saved ? undefined : 'alert'}>
          {saved ? 'Your progress is automatically saved' : 'Your progress could not be saved in this browser (storage is switched off or full). Please finish in this visit.'}
        </p>
      </div>
    </div>
  );
}
