import { useCallback } from 'react';
import { selectLocation } from '../machines/navigationMachine';
import { useChild, useChildRef } from './AppProvider';

type Navigate = (to: string, options?: { replace?: boolean }) => void;

/**
 * wouter's location hook, backed by the navigation machine: the machine owns the location (guards,
 * redirects) and the URL bar only mirrors it, so a link click is a `navigation.navigate` event.
 */
export function useMachineLocation(): [string, Navigate] {
  const navigation = useChildRef('navigation');
  const path = useChild('navigation', (s) => selectLocation(s).path, '/');
  const navigate = useCallback<Navigate>(
    (to, options) =>
      navigation?.send({ type: 'navigation.navigate', to, replace: options?.replace ?? false }),
    [navigation],
  );
  return [path, navigate];
}

/** wouter's search hook: the query string as the navigation machine holds it. */
export function useMachineSearch(): string {
  return useChild('navigation', (s) => selectLocation(s).search.replace(/^\?/, ''), '');
}
