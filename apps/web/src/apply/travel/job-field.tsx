import { MAX_JOB_LENGTH } from '@eta/domain';
import { TextInputField } from '../fields/text-input-field.tsx';

type Props = { value: string; onChange: (job: string) => void; error?: string };

function remainingText(length: number): string {
  const remaining = MAX_JOB_LENGTH - length;
  if (remaining >= 0) return `${remaining} ${remaining === 1 ? 'character' : 'characters'} remaining`;
  return `${-remaining} ${remaining === -1 ? 'character' : 'characters'} too many`;
}

/** The job description with its remaining-characters counter (applicant §2: up to 1000 characters). */
export function JobField({ value, onChange, error }: Props) {
  return (
    <TextInputField
      name="job"
      label="Your job"
      description={
        <>
          Your job title, what you do and who you work for. <span className="wizard-counter">{remainingText(value.length)}</span>
        </>
      }
      multiline
      value={value}
      onChange={onChange}
      error={error}
    />
  );
}
