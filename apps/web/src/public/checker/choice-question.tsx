import { Label, Radio, RadioGroup, Text } from 'react-aria-components';

export type Choice<T extends string> = { value: T; label: string };

type Props<T extends string> = {
  label: string;
  hint?: string;
  choices: readonly Choice<T>[];
  value: T | '';
  onChange: (value: T) => void;
};

export const YES_NO: readonly Choice<'yes' | 'no'>[] = [
  { value: 'yes', label: 'Yes' },
  { value: 'no', label: 'No' },
];

/** One question of the checker as a radio group: arrow keys move between the choices. */
export function ChoiceQuestion<T extends string>({ label, hint, choices, value, onChange }: Props<T>) {
  const isChoice = (key: string): key is T => choices.some((choice) => choice.value === key);
  return (
    <RadioGroup
      className="checker__question"
      value={value || null}
      onChange={(key) => isChoice(key) && onChange(key)}
    >
      <Label className="checker__label">{label}</Label>
      {hint ? (
        <Text slot="description" className="checker__hint">
          {hint}
        </Text>
      ) : null}
      <div className={choices.length > 2 ? 'choices' : 'choices choices--inline'}>
        {choices.map((choice) => (
          <Radio key={choice.value} value={choice.value} className="choice">
            <span className="choice__mark" aria-hidden="true" />
            {choice.label}
          </Radio>
        ))}
      </div>
    </RadioGroup>
  );
}
