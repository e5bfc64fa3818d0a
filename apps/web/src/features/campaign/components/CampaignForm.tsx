import { useEffect, useState } from 'react';
import type { FormEvent } from 'react';
import { Button } from '../../../components/Button';
import { ErrorMessage } from '../../../components/ErrorMessage';
import { Field } from '../../../components/Field';
import { conflictOf, ValidationError } from '../../../lib/api';
import { useGmT } from '../../../lib/i18nGm';
import { useMutation, useQueryClient } from '../../../lib/query';
import { campaignApi, campaignKey, type Campaign, type CampaignLanguage, type CampaignPatch } from '../api';
import { SavedNotice } from '../../../components/SavedNotice';

const NAME_MAX = 120;

/**
 * The campaign's name and language (PATCH with the campaign's version). A 409 puts the campaign as
 * it is now on screen (fields included) and says so.
 */
export function CampaignForm({ campaign }: { campaign: Campaign }) {
  const { t } = useGmT();
  const client = useQueryClient();
  const [name, setName] = useState(campaign.name);
  const [language, setLanguage] = useState<CampaignLanguage>(campaign.language);
  const [saved, setSaved] = useState(false);
  // Another screen (or a 409) replaced the campaign: show it.
  useEffect(() => {
    setName(campaign.name);
    setLanguage(campaign.language);
  }, [campaign.name, campaign.language]);

  const save = useMutation((patch: Pick<CampaignPatch, 'name' | 'language'>) => campaignApi.patch(campaign.id, { version: campaign.version, ...patch }), {
    onSuccess: (answer) => {
      client.setData(campaignKey, answer);
      setSaved(true);
    },
    onError: (error) => {
      // Nothing was saved: show the campaign as it is now, not the refused entries.
      const current = conflictOf(error, 'campaign.edit');
      if (current) {
        client.setData(campaignKey, current);
        setName(current.name);
        setLanguage(current.language);
      }
    },
  });

  const trimmed = name.trim();
  const nameError =
    trimmed === '' ? t('error.field.required') : trimmed.length > NAME_MAX ? t('error.field.tooLong', { max: NAME_MAX }) : null;
  const serverNameErrors = save.error instanceof ValidationError ? save.error.forField('name') : [];
  const changed = trimmed !== campaign.name || language !== campaign.language;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (nameError || !changed) return;
    setSaved(false);
    void save.mutate({ name: trimmed, language });
  };

  return (
    <form className="form" onSubmit={submit} noValidate>
      <Field
        id="campaign-name"
        label={t('settings.name')}
        value={name}
        onChange={(v) => {
          setName(v);
          setSaved(false);
        }}
        maxLength={NAME_MAX + 20}
        error={nameError ?? (serverNameErrors.length > 0 ? serverNameErrors : null)}
        required
      />
      <fieldset className="settings-radios">
        <legend>{t('settings.language')}</legend>
        <p className="field-hint" id="campaign-language-hint">
          {t('settings.language.help')}
        </p>
        {(['fr', 'en'] as const).map((lang) => (
          <label key={lang} className="settings-radio">
            <input
              type="radio"
              name="campaign-language"
              value={lang}
              checked={language === lang}
              onChange={() => {
                setLanguage(lang);
                setSaved(false);
              }}
              aria-describedby="campaign-language-hint"
            />{' '}
            <span lang={lang}>{t(lang === 'fr' ? 'lang.fr' : 'lang.en')}</span>
          </label>
        ))}
      </fieldset>
      {save.error && !(save.error instanceof ValidationError && serverNameErrors.length > 0) ? (
        <ErrorMessage error={save.error} route="campaign.edit" fieldLabels={{ name: t('settings.name'), language: t('settings.language') }} />
      ) : null}
      <div className="actions">
        <Button type="submit" busy={save.pending} disabled={nameError !== null || !changed}>
          {save.pending ? t('common.saving') : t('common.save')}
        </Button>
      </div>
      <SavedNotice message={saved && !changed ? t('settings.saved') : null} />
    </form>
  );
}
