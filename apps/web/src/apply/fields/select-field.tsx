import { Select, type SelectOption } from '../../ui/select.tsx';

export { optionsFromNames, type SelectOption } from '../../ui/select.tsx';

type Props = {
  name: string;
  label: string;
  placeholder: string;
  options: readonly SelectOption[];
  value: string;
  onChange: (value: string) => void;
  error?: string;
  description?: string;
};

/** A wizard choice: its error comes from the step's schema, never from the browser. */
export function SelectField({ error, ...props }: Props) {
  return (
    <Select
      classNames={{ field: 'wizard-field', value: 'wizard-select__value', popover: 'wizard-popover' }}
      isInvalid={Boolean(error)}
      validationBehavior="aria"
      error={error}
      {...props}
    />
  );
}
