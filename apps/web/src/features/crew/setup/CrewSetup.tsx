import './setup.css';
import type { CrewSheet } from '../../../lib/crew';
import { useGmT } from '../../../lib/i18nGm';
import { useCrewWrite } from './api';
import { AssetsEditor } from './AssetsEditor';
import { CharactersEditor } from './CharactersEditor';
import { ClocksEditor } from './ClocksEditor';
import { CohortsEditor } from './CohortsEditor';
import { CrewFieldsForm } from './CrewFieldsForm';
import { DeleteCrew } from './DeleteCrew';
import { FactionsEditor } from './FactionsEditor';

/**
 * The GM's setup and editing of a crew (lazy chunk of /crews/:id?edit=1): the crew's fields,
 * factions (with what the players know of each), the clocks of the crew and of its factions, player characters (with their project clocks), cohorts, and the acquired assets the
 * GM takes off the sheet once used up (A4), and the crew's deletion (export offered first). Every form is checked with
 * the rules' zod schemas as the GM types and sends the crew's version; a 409 replaces every form
 * with the sheet as it is now.
 */
export default function CrewSetup({ sheet }: { sheet: CrewSheet }) {
  const { t } = useGmT();
  const write = useCrewWrite(sheet.id);
  return (
    <div className="setup" aria-label={t('setup.title')}>
      <CrewFieldsForm sheet={sheet} write={write} />
      <FactionsEditor sheet={sheet} write={write} />
      <ClocksEditor sheet={sheet} write={write} />
      <CharactersEditor sheet={sheet} write={write} />
      <CohortsEditor sheet={sheet} write={write} />
      <AssetsEditor sheet={sheet} write={write} />
      <DeleteCrew sheet={sheet} />
    </div>
  );
}
