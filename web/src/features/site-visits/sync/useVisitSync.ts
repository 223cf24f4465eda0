import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState, useSyncExternalStore } from 'react';
import { messageOr } from '../../../lib/graphql/errors';
import { useAppStore } from '../../../stores/appStore';
import { siteVisitKeys } from '../api/siteVisitsApi';
import { siteVisitSyncTransport } from '../api/syncTransport';
import { VisitSyncEngine, type SyncEvent } from './syncEngine';

/** The toast for an item the server refused (it is dropped), if `event` is one. */
function refusal(event: SyncEvent): string | undefined {
  if (event.state !== 'refused') return undefined;
  if (event.item.kind === 'answer') return messageOr(event.error, 'Not saved');
  return messageOr(event.error, `${event.item.upload.name} was not stored`);
}

/**
 * The visit's sync engine (syncEngine.ts) for a screen, started while it is shown: what waits on
 * the device (`snapshot`), and the `engine` to add to it and send it. A refused item is named in a
 * toast; whatever reached the server refreshes the visit's page and the lists of visits.
 */
export function useVisitSync(visitId: string) {
  const queryClient = useQueryClient();
  const showToast = useAppStore((s) => s.showToast);
  const [engine] = useState(
    () =>
      new VisitSyncEngine({
        visitId,
        transport: siteVisitSyncTransport,
        onDelivered: () => {
          for (const queryKey of siteVisitKeys.changed(visitId)) {
            void queryClient.invalidateQueries({ queryKey });
          }
        },
      }),
  );
  useEffect(() => engine.start(), [engine]);
  useEffect(
    () =>
      engine.listen((event) => {
        const message = refusal(event);
        if (message) showToast('error', message);
      }),
    [engine, showToast],
  );
  const snapshot = useSyncExternalStore(engine.subscribe, engine.getSnapshot);
  return { engine, snapshot };
}
