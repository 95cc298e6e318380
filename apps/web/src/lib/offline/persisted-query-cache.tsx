import type { ReactNode } from 'react';
import type { Query, QueryClient } from '@tanstack/react-query';
import { createSyncStoragePersister } from '@tanstack/query-sync-storage-persister';
import { PersistQueryClientProvider } from '@tanstack/react-query-persist-client';
import { BUILD_ID } from '@/lib/pwa/build-id';

/**
 * The query cache is saved to localStorage so that, offline, every page shows the last data it
 * had. Only successful answers are saved, and never the sensitive ones (accounts under review,
 * security logs, anything about the session). A new build starts from an empty cache (its data
 * shapes may differ), and saved data older than a day is not shown.
 */
export const QUERY_CACHE_KEY = 'studioportal-query-cache';
const MAX_AGE_MS = 24 * 60 * 60 * 1000;
// 'listener-queue': moderators' answers carry listeners' whole phone numbers, which stay off a shared studio PC's disk;
// 'quiz-live' too (callers' numbers in the producer's session detail); 'quiz-private': quiz sets with their answers,
// speed rounds' and tournament winners' phone numbers; 'sponsors-private': competition entrants and winners (whole numbers for those who run competitions).
const SENSITIVE_ROOTS = new Set(['admin-users', 'security', 'auth', 'session', 'me', 'dev-tools', 'listener-queue', 'quiz-live', 'quiz-private', 'sponsors-private']);

export function isPersistableQuery(query: Pick<Query, 'queryKey' | 'state'>): boolean {
  if (query.state.status !== 'success') return false;
  const root = query.queryKey[0];
  return typeof root === 'string' && !SENSITIVE_ROOTS.has(root);
}

function localStorageOrUndefined(): Storage | undefined {
  try {
    return window.localStorage;
  } catch {
    return undefined;
  }
}

const persister = createSyncStoragePersister({ storage: localStorageOrUndefined(), key: QUERY_CACHE_KEY, throttleTime: 1000 });

export function clearPersistedQueries(): void {
  try {
    localStorageOrUndefined()?.removeItem(QUERY_CACHE_KEY);
  } catch {
    // Blocked storage holds nothing to clear.
  }
}

export function PersistedQueryClientProvider({ client, children }: { client: QueryClient; children: ReactNode }) {
  return (
    <PersistQueryClientProvider
      client={client}
      persistOptions={{ persister, maxAge: MAX_AGE_MS, buster: BUILD_ID, dehydrateOptions: { shouldDehydrateQuery: isPersistableQuery } }}
    >
      {children}
    </PersistQueryClientProvider>
  );
}
