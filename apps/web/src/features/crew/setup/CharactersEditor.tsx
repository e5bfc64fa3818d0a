import { useState } from 'react';
import type { CrewSheet } from '../../../lib/crew';
import { useGmT } from '../../../lib/i18nGm';
import type { CrewWrite } from './api';
import { CharacterForm } from './CharacterForm';
import { AddItem, RemoveError, RemoveItem } from './widgets';

/** The player characters: each one's form behind its name, a new one, and removal. */
export function CharactersEditor({ sheet, write }: { sheet: CrewSheet; write: CrewWrite }) {
  const { t, term } = useGmT();
  const [open, setOpen] = useState<string | null>(null);
  const characters = sheet.crew.characters;
  return (
    <section className="setup-form" aria-labelledby="characters-title">
      <h2 id="characters-title">{t('character.title')}</h2>
      {characters.length === 0 ? <p className="muted">{t('character.none')}</p> : null}
      <ul className="character-list">
        {characters.map((c) => (
          <li key={c.id} className="card">
            <div className="row">
              <span>
                <strong>{c.name}</strong> <span className="badge" data-status={c.status}>{term('characterStatus', c.status)}</span>
              </span>
              <span className="row-actions">
                <button
                  type="button"
                  className="btn btn-secondary"
                  aria-expanded={open === c.id}
                  aria-controls={`character-form-${c.id}`}
                  onClick={() => setOpen(open === c.id ? null : c.id)}
                >
                  {open === c.id ? t('common.close') : t('setup.editNamed', { name: c.name })}
                </button>
                <RemoveItem write={write} kind="character" item={c} label={t('character.remove')} />
              </span>
            </div>
            <RemoveError write={write} kind="character" id={c.id} />
            {open === c.id ? (
              <div id={`character-form-${c.id}`}>
                <CharacterForm sheet={sheet} character={c} write={write} />
              </div>
            ) : null}
          </li>
        ))}
      </ul>
      <AddItem label={t('character.add')} added={(name) => t('character.added', { name })} form={(onAdded) => <CharacterForm sheet={sheet} write={write} onAdded={onAdded} />} />
    </section>
  );
}
