import { useEffect, useId, useState } from 'react';
import type { FormEvent } from 'react';
import { GAME_SYSTEMS, type GameSystem } from '@temps-mort/rules';
import { Button } from '../../../components/Button';
import { ErrorMessage } from '../../../components/ErrorMessage';
import { conflictOf } from '../../../lib/api';
import { useGmT } from '../../../lib/i18nGm';
import { useMutation, useQueryClient } from '../../../lib/query';
import { campaignApi, campaignKey, type Campaign } from '../api';
import { SavedNotice } from '../../../components/SavedNotice';

const same = (a: readonly GameSystem[], b: readonly GameSystem[]) => a.length === b.length && a.every((s) => b.includes(s));
const NONE: readonly GameSystem[] = [];

/**
 * The game systems the table plays (PATCH with the campaign's version): at least one, each with a
 * line saying what it puts on the screens. Taking one away hides its screens and forms and deletes
 * nothing. A 409 shows the campaign's choice as it is now.
 *
 * `ask`: the first run's question (the home, a campaign whose systems were never chosen): nothing
 * ticked for the GM, who ticks what the table plays. In the settings the boxes show what the
 * screens show; a campaign never chosen can save them as they are.
 */
export function GameSystemsForm({ campaign, ask = false, onSaved }: { campaign: Campaign; ask?: boolean; onSaved?: () => void }) {
  const { t } = useGmT();
  const client = useQueryClient();
  const idPrefix = useId();
  const stored = campaign.systems;
  const shown = ask ? NONE : stored;
  const [chosen, setChosen] = useState<readonly GameSystem[]>(shown);
  const [touched, setTouched] = useState(false);
  const [saved, setSaved] = useState(false);
  useEffect(() => setChosen(shown), [shown]);

  const save = useMutation((systems: readonly GameSystem[]) => campaignApi.patch(campaign.id, { version: campaign.version, systems: [...systems] }), {
    onSuccess: (answer) => {
      client.setData(campaignKey, answer);
      setSaved(true);
      onSaved?.();
    },
    onError: (error) => {
      const current = conflictOf(error, 'campaign.edit');
      if (current) {
        client.setData(campaignKey, current);
        // The question keeps the GM's ticks (sent again with the version now known); the settings show the choice as it is now.
        if (!ask) setChosen(current.systems);
      }
    },
  });

  const none = chosen.length === 0;
  // Never chosen: saving the boxes as they are is the choice.
  const changed = !same(chosen, stored) || !campaign.systemsChosen;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (none || !changed) return;
    setSaved(false);
    void save.mutate(chosen);
  };

  return (
    <form className="form" onSubmit={submit} noValidate>
      <fieldset className="settings-radios" aria-describedby={`${idPrefix}-intro`}>
        <legend className="visually-hidden">{t('systems.title')}</legend>
        <p className="field-hint" id={`${idPrefix}-intro`}>
          {t(ask ? 'systems.firstRun.body' : 'systems.intro')}
        </p>
        {GAME_SYSTEMS.map((system) => (
          <div key={system} className="system-choice">
            <label className="settings-radio">
              <input
                type="checkbox"
                name="campaign-systems"
                value={system}
                checked={chosen.includes(system)}
                aria-describedby={`${idPrefix}-${system}`}
                onChange={(event) => {
                  const on = event.currentTarget.checked;
                  setChosen((list) => GAME_SYSTEMS.filter((s) => (s === system ? on : list.includes(s))));
                  setTouched(true);
                  setSaved(false);
                }}
              />{' '}
              {t(`systems.name.${system}`)}
            </label>
            <p className="field-hint" id={`${idPrefix}-${system}`}>
              {t(`systems.about.${system}`)}
            </p>
          </div>
        ))}
      </fieldset>
      {/* The question's first look has nothing ticked: said as a hint, not as an error. */}
      {none && (touched || !ask) ? (
        <p className="field-error" role="alert">
          {t('systems.atLeastOne')}
        </p>
      ) : none ? (
        <p className="field-hint">{t('systems.atLeastOne')}</p>
      ) : null}
      {save.error ? <ErrorMessage error={save.error} route="campaign.edit" /> : null}
      <div className="actions">
        <Button type="submit" busy={save.pending} disabled={none || !changed}>
          {save.pending ? t('common.saving') : t(ask ? 'systems.firstRun.confirm' : 'systems.save')}
        </Button>
      </div>
      <SavedNotice message={saved && !changed ? t(ask ? 'systems.firstRun.done' : 'systems.saved') : null} />
    </form>
  );
}
