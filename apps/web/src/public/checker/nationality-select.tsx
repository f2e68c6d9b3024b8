import type { Ref } from 'react';
import { Button, Label, ListBox, ListBoxItem, Popover, Select, SelectValue } from 'react-aria-components';
import { NATIONALITY_NAMES } from '@eta/domain';

type Props = { value: string; onChange: (nationality: string) => void; triggerRef?: Ref<HTMLButtonElement> };

/** Step 1: every nationality, alphabetical (applicant §2, §3). */
export function NationalitySelect({ value, onChange, triggerRef }: Props) {
  return (
    <Select
      className="field checker__question"
      placeholder="Select your nationality"
      value={value || null}
      onChange={(key) => onChange(typeof key === 'string' ? key : '')}
    >
      <Label className="checker__label">What is your nationality?</Label>
      <Button ref={triggerRef} className="field__input select-button">
        <SelectValue />
        <span className="select-button__chevron" aria-hidden="true" />
      </Button>
      <Popover className="popover popover--scroll">
        <ListBox className="listbox">
          {NATIONALITY_NAMES.map((name) => (
            <ListBoxItem key={name} id={name} className="listbox__item">
              {name}
            </ListBoxItem>
          ))}
        </ListBox>
      </Popover>
    </Select>
  );
}
