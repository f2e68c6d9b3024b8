import { PORTAL_STAGES, STATUS_LABELS, portalStageIndex, type ApplicationStatus } from '@eta/domain';

/** Received, In Review, Submitted to UK, Decision: where an application stands. */
export function StageTimeline({ reference, status }: { reference: string; status: ApplicationStatus }) {
  const reached = portalStageIndex(status);
  const decided = status === 'APPROVED' || status === 'REFUSED';
  return (
    <ol className="stage-timeline" aria-label={`Progress of ${reference}`}>
      {PORTAL_STAGES.map((stage, index) => {
        const state = index <= reached ? 'done' : index === reached + 1 ? 'current' : 'upcoming';
        const label = index === 3 && decided ? `Decision: ${STATUS_LABELS[status]}` : stage;
        return (
          <li key={stage} className={`stage-timeline__step stage-timeline__step--${state}`} aria-current={state === 'current' ? 'step' : undefined}>
            {label}
          </li>
        );
      })}
    </ol>
  );
}
