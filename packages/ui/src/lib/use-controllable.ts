import { useCallback, useState } from 'react';

/**
 * Controlled and uncontrolled alike (CONVENTIONS, Components): when `value` is
 * given the caller owns the state; otherwise the component keeps its own,
 * starting at `defaultValue`. `onChange` is called either way.
 */
export function useControllable<T>(
  value: T | undefined,
  defaultValue: T,
  onChange: ((next: T) => void) | undefined,
): [T, (next: T) => void] {
  const [inner, setInner] = useState(defaultValue);
  const controlled = value !== undefined;
  const current = controlled ? value : inner;
  const set = useCallback(
    (next: T) => {
      if (!controlled) setInner(next);
      onChange?.(next);
    },
    [controlled, onChange],
  );
  return [current, set];
}
