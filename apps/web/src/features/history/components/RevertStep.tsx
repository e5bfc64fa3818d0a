import { RedoAction, RevertAction } from '../../../components/RevertAction';
import { ConflictError } from '../../../lib/api';
import { crewKey, toCrewSheet } from '../../../lib/crew';
import type { NameLookup } from '../../../lib/i18n';
import { useGmT } from '../../../lib/i18nGm';
import { useQueryClient, type QueryClient } from '../../../lib/query';
import { fetchRevertPreview, redoStep, revertStep, type HistoryEvent } from '../api';

/** After a revert or a redo: the sheet answered, and what hangs on it (recent steps, rolls) read again; the history follows the sheet. */
function refreshCrew(client: QueryClient, crewId: string, sheet: unknown): void {
  client.setData(crewKey(crewId), toCrewSheet(sheet));
  void client.invalidate(crewKey(crewId));
}

/** A 409: the sheet as it is now goes on screen. */
function showCurrent(client: QueryClient, crewId: string, error: unknown): void {
  if (!(error instanceof ConflictError)) return;
  try {
    client.setData(crewKey(crewId), toCrewSheet(error.current));
  } catch {
    void client.invalidate(crewKey(crewId));
  }
}

/**
 * What the GM may do with one step of the history (issue 34, "undo any step"): revert a step still
 * kept (never the creation, an undo or a redo), or redo an undo not yet taken back.
 */
export function StepActions({ crewId, event, version, names }: { crewId: string; event: HistoryEvent; version: number | undefined; names: NameLookup | undefined }) {
  if (event.undone || event.type === 'redo' || event.type === 'crew_created') return null;
  if (event.type === 'undo') return <RedoButton crewId={crewId} seq={event.seq} version={version} />;
  return <RevertStep crewId={crewId} seq={event.seq} type={event.type} names={names} />;
}

/** A crew's « Rétablir ». */
export function RedoButton({ crewId, seq, version }: { crewId: string; seq: number; version: number | undefined }) {
  const client = useQueryClient();
  return (
    <RedoAction
      seq={seq}
      redo={
        version === undefined
          ? undefined
          : async () => {
              try {
                refreshCrew(client, crewId, (await redoStep(crewId, seq, { version })).sheet);
              } catch (e) {
                showCurrent(client, crewId, e);
                throw e;
              }
            }
      }
    />
  );
}

/** A crew's « Annuler cette étape ». */
export function RevertStep({ crewId, seq, type, names }: { crewId: string; seq: number; type: string; names: NameLookup | undefined }) {
  const { term } = useGmT();
  const client = useQueryClient();
  return (
    <RevertAction
      seq={seq}
      stepName={(stepType) => term('event', stepType)}
      type={type}
      names={names}
      preview={() => fetchRevertPreview(crewId, seq)}
      revert={async (body) => {
        try {
          refreshCrew(client, crewId, (await revertStep(crewId, seq, body)).sheet);
        } catch (e) {
          showCurrent(client, crewId, e);
          throw e;
        }
      }}
    />
  );
}
