import type { Ref } from 'react';
import { NATIONALITY_NAMES } from '@eta/domain';
import { Select, optionsFromNames } from '../../ui/select.tsx';

type Props = { value: string; onChange: (nationality: string) => void; triggerRef?: Ref<HTMLButtonElement> };

const NATIONALITIES = optionsFromNames(NATIONALITY_NAMES);

/** Step 1: every nationality, alphabetical (applicant §2, §3). */
export function NationalitySelect({ value, onChange, triggerRef }: Props) {
  return (
    <Select
      label="What is your nationality?"
      placeholder="Select your nationality"
      options={NATIONALITIES}
      value={value}
      onChange={onChange}
      triggerRef={triggerRef}
      classNames={{ field: 'checker__question', label: 'checker__label', popover: 'popover--scroll' }}
    />
  );
}
