import { useEffect, useRef } from 'react';

/**
 * Moves focus to the returned element (a step heading with tabIndex -1) whenever `value` changes after the
 * first render, and scrolls the page back to the top, so keyboard and screen-reader users start the new step
 * at its beginning.
 */
export function useFocusOnChange<T, E extends HTMLElement = HTMLHeadingElement>(value: T) {
  const ref = useRef<E>(null);
  const previous = useRef(value);
  useEffect(() => {
    if (Object.is(previous.current, value)) return;
    previous.current = value;
    window.scrollTo({ top: 0 });
    ref.current?.focus({ preventScroll: true });
  }, [value]);
  return ref;
}
