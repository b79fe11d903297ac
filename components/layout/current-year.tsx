'use client';

import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

// The prerendered HTML carries the build year; the browser corrects it, so a page built last year stays right.
export function CurrentYear({ buildYear }: { buildYear: number }) {
  const year = useSyncExternalStore(
    subscribe,
    () => new Date().getFullYear(),
    () => buildYear,
  );
  return <>{year}</>;
}
