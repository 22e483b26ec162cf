import { type RefObject, useEffect, useState } from 'react';

/** A custom property's or a property's computed value on an element, read after it renders. */
export function useCssValue(ref: RefObject<HTMLElement | null>, property: string): string {
  const [value, setValue] = useState('');
  useEffect(() => {
    if (ref.current) setValue(getComputedStyle(ref.current).getPropertyValue(property).trim());
  }, [ref, property]);
  return value;
}
