import { TextInputField } from './text-input-field.tsx';
import { typeDmy } from '../../ui/dmy-typing.ts';

type Props = {
  name: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
  example: string;
  autoComplete?: string;
};

/** A date typed as dd/mm/yyyy (the shared schemas refuse impossible dates). */
export function DateInputField({ name, label, value, onChange, error, example, autoComplete = 'off' }: Props) {
  return (
    <TextInputField
      name={name}
      label={label}
      value={value}
      onChange={(next) => onChange(typeDmy(value, next))}
      error={error}
      placeholder="dd/mm/yyyy"
      description={`For example, ${example}`}
      inputMode="numeric"
      autoComplete={autoComplete}
    />
  );
}
