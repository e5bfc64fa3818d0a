import { afterEach, describe, expect, it } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { renderIn } from '../../../test/render';
import type { BackupInfo } from '../api';
import { json, restoreFetch, serve } from '../testApi';
import { Backups } from './Backups';

const backup = (name: string): BackupInfo => ({ name, size: 1_536_000, createdAt: '2026-03-14T20:15:02.123Z' });

afterEach(restoreFetch);

describe('backups', () => {
  it('lists the backups by file name, and makes one', async () => {
    let backups = [backup('temps-mort-2026-03-14T20-15-02-123Z.db')];
    serve({
      'GET /api/backups': () => json({ backups }),
      'POST /api/backup': () => {
        const made = backup('temps-mort-2026-03-15T09-00-00-000Z.db');
        backups = [made, ...backups];
        return json(made, 201);
      },
    });
    renderIn('en', <Backups />);
    expect(await screen.findByText('temps-mort-2026-03-14T20-15-02-123Z.db')).toBeTruthy();
    // The API answers no server path, and the screen shows none.
    expect(document.body.textContent).not.toMatch(/Server folder|\/data\//);
    fireEvent.click(screen.getByRole('button', { name: 'Make a backup now' }));
    expect(await screen.findByText(/^Backup made: temps-mort-2026-03-15T09-00-00-000Z\.db/)).toBeTruthy();
    expect(await screen.findByText('temps-mort-2026-03-15T09-00-00-000Z.db', { selector: 'code' })).toBeTruthy();
  });

  it('on PostgreSQL, says the host backs up with pg_dump and the campaign can be exported', async () => {
    serve({
      'GET /api/backups': () => json({ backups: [] }),
      'POST /api/backup': () => json({ error: 'conflict', current: { database: 'postgresql', tool: 'pg_dump' } }, 409),
    });
    renderIn('fr', <Backups />);
    fireEvent.click(await screen.findByRole('button', { name: 'Faire une sauvegarde maintenant' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Ce serveur garde ses campagnes dans PostgreSQL\u00a0: la personne qui l’héberge les sauvegarde avec pg_dump. Pour garder une copie de cette campagne, exportez-la.',
    );
  });
});
