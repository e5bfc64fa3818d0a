import { useEffect, useId, useState } from 'react';
import type { FormEvent } from 'react';
import type { PlayerPermissions } from '@temps-mort/contract';
import { Button } from '../../../components/Button';
import { ErrorMessage } from '../../../components/ErrorMessage';
import { conflictOf } from '../../../lib/api';
import { useGmT } from '../../../lib/i18nGm';
import { useMutation, useQueryClient } from '../../../lib/query';
import { campaignApi, campaignKey, type Campaign } from '../api';
import { SavedNotice } from '../../../components/SavedNotice';

/** The switches, in the order the settings show them. */
const SWITCHES = ['propose', 'roll', 'editTexts'] as const satisfies readonly (keyof PlayerPermissions)[];

/** Each on by default (a campaign read before the switches existed has none: all on). */
const ALL_ON: PlayerPermissions = { propose: true, roll: true, editTexts: true };

const same = (a: PlayerPermissions, b: PlayerPermissions) => SWITCHES.every((s) => a[s] === b[s]);

/**
 * « Ce que les joueurs peuvent faire » (issue 36): what a link given to a character lets its
 * player do — propose their downtime activities, make the rolls the GM asks, edit their
 * character's texts — saved with the campaign's version (`campaign.edit` `{ version, players }`).
 * A 409 shows the switches as they are now; the GM saves again from there.
 */
export function PlayersForm({ campaign }: { campaign: Campaign }) {
  const { t } = useGmT();
  const client = useQueryClient();
  const idPrefix = useId();
  const stored = campaign.players ?? ALL_ON;
  const [chosen, setChosen] = useState<PlayerPermissions>(stored);
  const [saved, setSaved] = useState(false);
  // The switches as stored, by value: a campaign read again unchanged keeps the GM's ticks.
  const storedKey = SWITCHES.map((s) => stored[s]).join();
  useEffect(() => setChosen(stored), [storedKey]);

  const save = useMutation((players: PlayerPermissions) => campaignApi.patch(campaign.id, { version: campaign.version, players }), {
    onSuccess: (answer) => {
      client.setData(campaignKey, answer);
      setSaved(true);
    },
    onError: (error) => {
      const current = conflictOf(error, 'campaign.edit');
      if (current) {
        client.setData(campaignKey, current);
        setChosen(current.players);
      }
    },
  });

  const changed = !same(chosen, stored);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!changed) return;
    setSaved(false);
    void save.mutate(chosen);
  };

  return (
    <form className="form" onSubmit={submit} noValidate>
      <fieldset className="settings-radios" aria-describedby={`${idPrefix}-intro`}>
        <legend className="visually-hidden">{t('requests.players.title')}</legend>
        <p className="field-hint" id={`${idPrefix}-intro`}>
          {t('requests.players.intro')}
        </p>
        {SWITCHES.map((name) => (
          <div key={name} className="system-choice">
            <label className="settings-radio">
              <input
                type="checkbox"
                name="campaign-players"
                value={name}
                checked={chosen[name]}
                aria-describedby={`${idPrefix}-${name}`}
                onChange={(event) => {
                  const on = event.currentTarget.checked;
                  setChosen((c) => ({ ...c, [name]: on }));
                  setSaved(false);
                }}
              />{' '}
              {t(`requests.players.${name}`)}
            </label>
            <p className="field-hint" id={`${idPrefix}-${name}`}>
              {t(`requests.players.${name}.help`)}
            </p>
          </div>
        ))}
      </fieldset>
      {save.error ? <ErrorMessage error={save.error} route="campaign.edit" /> : null}
      <div className="actions">
        <Button type="submit" busy={save.pending} disabled={!changed}>
          {save.pending ? t('common.saving') : t('requests.players.save')}
        </Button>
      </div>
      <SavedNotice message={saved && !changed ? t('requests.players.saved') : null} />
    </form>
  );
}
