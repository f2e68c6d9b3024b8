import { Switch as AriaSwitch, type SwitchProps as AriaSwitchProps } from 'react-aria-components';

type Props = Omit<AriaSwitchProps, 'children' | 'className'> & { label: string; description?: string };

/** An on/off setting that takes effect as it is flipped (Space toggles it). */
export function Switch({ label, description, ...props }: Props) {
  return (
    <AriaSwitch className="switch" {...props}>
      <span className="switch__track" aria-hidden="true">
        <span className="switch__thumb" />
      </span>
      <span className="switch__text">
        <span className="switch__label">{label}</span>
        {description ? <span className="switch__description">{description}</span> : null}
      </span>
    </AriaSwitch>
  );
}
