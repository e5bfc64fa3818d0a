/**
 * Shared by the rolls and complex-action routes: which crew's entries a reader of a campaign's
 * list gets.
 */
import { crewOfLink, type Principal } from '../../../auth/guards';
import { ForbiddenError } from '../../../http/errors';

/**
 * Whose entries of a campaign's list (rolls, complex actions) a reader gets, once its `who`
 * (`reader:campaign`) let it in: the GM any crew's (`crewId` filters when given); a player link its
 * own crew's only — 403 when it names another crew.
 */
export function listedCrew(reader: Principal, crewId: string | undefined): string | undefined {
  if (reader.kind === 'gm') return crewId;
  const own = crewOfLink(reader);
  if (crewId !== undefined && crewId !== own) throw new ForbiddenError();
  return own;
}
