import { useEffect, useState } from 'react';
import type { FormEvent } from 'react';
import { GAME_SYSTEMS, type GameSystem } from '@temps-mort/rules';
import { Button } from '../../../components/Button';
import { ErrorMessage } from '../../../components/ErrorMessage';
import { ConflictError } from '../../../lib/api';
import { useGmT } from '../../../lib/i18nGm';
import { useMutation, useQueryClient } from '../../../lib/query';
import { campaignApi, campaignKey, isCampaign, type Campaign } from '../api';
import { SavedNotice } from './SavedNotice';

const same = (a: readonly GameSystem[], b: readonly GameSystem[]) => a.length === b.length && a.every((s) => b.includes(s));

/**
 * The game systems the table plays (PATCH with the campaign's version): at least one. Taking one
 * away hides its screens and forms and deletes nothing. A 409 shows the campaign's choice as it is now.
 */
export function GameSystemsForm({ campaign }: { campaign: Campaign }) {
  const { t } = useGmT();
  const client = useQueryClient();
  const [chosen, setChosen] = useState<readonly GameSystem[]>(campaign.systems);
  const [saved, setSaved] = useState(false);
  const stored = campaign.systems;
  useEffect(() => setChosen(stored), [stored]);

  const save = useMutation((systems: readonly GameSystem[]) => campaignApi.patch(campaign.id, { version: campaign.version, systems: [...systems] }), {
    onSuccess: (answer) => {
      client.setData(campaignKey, answer);
      setSaved(true);
    },
    onError: (error) => {
      if (error instanceof ConflictError && isCampaign(error.current)) {
        client.setData(campaignKey, error.current);
        setChosen(error.current.systems);
      }
    },
  });

  const none = chosen.length === 0;
  const changed = !same(chosen, stored);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (none || !changed) return;
    setSaved(false);
    void save.mutate(chosen);
  };

  return (
    <form className="form" onSubmit={submit} noValidate>
      <fieldset className="settings-radios" aria-describedby="systems-intro">
        <legend className="visually-hidden">{t('systems.title')}</legend>
        <p className="field-hint" id="systems-intro">
          {t('systems.intro')}
        </p>
        {GAME_SYSTEMS.map((system) => (
          <label key={system} className="settings-radio">
            <input
              type="checkbox"
              name="campaign-systems"
              value={system}
              checked={chosen.includes(system)}
              onChange={(event) => {
                const on = event.currentTarget.checked;
                setChosen((list) => GAME_SYSTEMS.filter((s) => (s === system ? on : list.includes(s))));
                setSaved(false);
              }}
            />{' '}
            {t(`systems.name.${system}`)}
          </label>
        ))}
      </fieldset>
      {none ? (
        <p className="field-error" role="alert">
          {t('systems.atLeastOne')}
        </p>
      ) : null}
      {save.error ? <ErrorMessage error={save.error} conflictOn="campaign" /> : null}
      <div className="actions">
        <Button type="submit" busy={save.pending} disabled={none || !changed}>
          {save.pending ? t('common.saving') : t('systems.save')}
        </Button>
      </div>
      <SavedNotice message={saved && !changed ? t('systems.saved') : null} />
    </form>
  );
}
