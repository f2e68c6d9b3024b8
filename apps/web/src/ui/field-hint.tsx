import type { ReactNode } from 'react';
import { Text } from 'react-aria-components';

/** A field's hint, linked to it as its description; nothing when there is none. */
export function FieldHint({ children }: { children?: ReactNode }) {
  return children ? (
    <Text slot="description" className="wizard-field__hint">
      {children}
    </Text>
  ) : null;
}
