import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { unwrap } from '../core/outcome';
import type { PendingEntanglement } from '../model/crew';
import { makeCrew, makeFaction, scripted, seeded } from '../testing';
import {
  addPendingEntanglement,
  entangle,
  findPendingEntanglement,
  pendingEntanglementId,
  resolvePendingEntanglement,
  revealPendingEntanglement,
} from './pending';
import { pickEntanglement, rollEntanglement } from './roll';

const held = (id: string, revealed = false): PendingEntanglement => ({ id, kind: 'arrest', revealed, hidden: false });

describe('E3 pending entanglements', () => {
  it('« attendre un moment plus propice »: a rolled entanglement is held on the crew, hidden flag and all', () => {
    const crew = makeCrew({ wanted: 1, heat: 0 });
    const deps = scripted([2, 2]);
    const roll = unwrap(rollEntanglement(crew, { hidden: true }, deps)).roll;
    if (!roll) throw new Error('rolled');
    const picked = unwrap(pickEntanglement(roll, 'pick_for_me', deps));
    const outcome = addPendingEntanglement(crew, picked);
    const { crew: after, pending } = unwrap(outcome);
    expect(pending).toEqual({ id: 'crew-1/entanglement-1', kind: 'usual_suspects', revealed: false, hidden: true });
    expect(after.pendingEntanglements).toEqual([pending]);
    expect(outcome.ok && outcome.reasons).toEqual([
      { rule: 'E3', code: 'entanglement_held', values: { id: 'crew-1/entanglement-1', kind: 'usual_suspects', hidden: true } },
    ]);
  });

  it('« faire apparaître immédiatement l’imbroglio »: revealed at once', () => {
    const outcome = addPendingEntanglement(makeCrew(), { kind: 'rivals', hidden: false }, { reveal: true, id: 'evt-42' });
    expect(unwrap(outcome).pending).toEqual({ id: 'evt-42', kind: 'rivals', revealed: true, hidden: false });
    expect(outcome.ok && outcome.reasons[0]?.code).toBe('entanglement_revealed_now');
  });

  it('ids are deterministic: the caller’s, or the next free number', () => {
    const crew = makeCrew({ pendingEntanglements: [held('crew-1/entanglement-2')] });
    expect(pendingEntanglementId(crew)).toBe('crew-1/entanglement-3');
    expect(pendingEntanglementId(makeCrew({ pendingEntanglements: [held('crew-1/entanglement-1')] }))).toBe('crew-1/entanglement-2');
    expect(pendingEntanglementId(crew, 'evt-1')).toBe('evt-1');
    expect(addPendingEntanglement(crew, { kind: 'arrest', hidden: false }, { id: 'crew-1/entanglement-2' })).toEqual({
      ok: false,
      error: { rule: 'E3', code: 'duplicate_entanglement_id', values: { id: 'crew-1/entanglement-2' } },
    });
    expect(addPendingEntanglement(crew, { kind: 'arrest', hidden: false }, { id: ' ' })).toMatchObject({ ok: false, error: { code: 'invalid_entanglement_id' } });
  });

  it('never gives two pending entanglements the same id, whatever is added and resolved (property)', () => {
    fc.assert(
      fc.property(fc.array(fc.boolean(), { maxLength: 20 }), (steps) => {
        let crew = makeCrew({ rep: 100 });
        for (const add of steps) {
          if (add || crew.pendingEntanglements.length === 0) {
            crew = unwrap(addPendingEntanglement(crew, { kind: 'demonic_notice', hidden: false }, { reveal: true })).crew;
          } else {
            const first = crew.pendingEntanglements[0] as PendingEntanglement;
            crew = unwrap(resolvePendingEntanglement(crew, first.id, { kind: 'demonic_notice', option: 'other' }, scripted([]))).crew;
          }
          const ids = crew.pendingEntanglements.map((p) => p.id);
          expect(new Set(ids).size).toBe(ids.length);
        }
      }),
    );
  });

  it('the GM reveals a held entanglement', () => {
    const crew = makeCrew({ pendingEntanglements: [held('a'), held('b')] });
    const outcome = revealPendingEntanglement(crew, 'b');
    const { crew: after, pending } = unwrap(outcome);
    expect(pending.revealed).toBe(true);
    expect(after.pendingEntanglements.map((p) => p.revealed)).toEqual([false, true]);
    expect(findPendingEntanglement(after, 'b')?.revealed).toBe(true);
    expect(revealPendingEntanglement(after, 'b')).toMatchObject({ ok: false, error: { rule: 'E3', code: 'already_revealed' } });
    expect(revealPendingEntanglement(after, 'zz')).toMatchObject({ ok: false, error: { rule: 'E3', code: 'unknown_entanglement' } });
  });

  it('resolving a revealed entanglement applies the choice and removes it', () => {
    const crew = makeCrew({ wanted: 2, coin: 6, pendingEntanglements: [held('a', true), held('b')] });
    const outcome = resolvePendingEntanglement(crew, 'a', { kind: 'arrest', option: 'bribe' }, scripted([]));
    const { crew: after, resolution, pending } = unwrap(outcome);
    expect(after.coin).toBe(2);
    expect(after.pendingEntanglements.map((p) => p.id)).toEqual(['b']);
    expect(resolution.option).toBe('bribe');
    expect(pending.id).toBe('a');
    expect(outcome.ok && outcome.reasons.at(-1)).toEqual({ rule: 'E3', code: 'entanglement_resolved', values: { id: 'a', kind: 'arrest', option: 'bribe' } });
  });

  it('keeps the dice of a fortune roll made while resolving', () => {
    const crew = makeCrew({ pendingEntanglements: [{ id: 'q', kind: 'questioning', revealed: true, hidden: true }] });
    const outcome = resolvePendingEntanglement(crew, 'q', { kind: 'questioning', option: 'fortune_roll', pool: 1, experience: 0 }, scripted([2]));
    expect(outcome.ok && outcome.rolls).toEqual([{ sides: 6, purpose: 'questioning_fortune', dice: [2] }]);
    expect(unwrap(outcome).crew.heat).toBe(2);
  });

  it('refuses to resolve one that is held, unknown, of another kind, or whose choice is refused — the crew unchanged', () => {
    const crew = makeCrew({ wanted: 2, coin: 0, pendingEntanglements: [held('a', true), held('b')] });
    const bribe = { kind: 'arrest', option: 'bribe' } as const;
    expect(resolvePendingEntanglement(crew, 'b', bribe, scripted([]))).toMatchObject({ ok: false, error: { rule: 'E3', code: 'not_revealed' } });
    expect(resolvePendingEntanglement(crew, 'zz', bribe, scripted([]))).toMatchObject({ ok: false, error: { rule: 'E3', code: 'unknown_entanglement' } });
    expect(resolvePendingEntanglement(crew, 'a', { kind: 'demonic_notice', option: 'other' }, scripted([]))).toMatchObject({
      ok: false,
      error: { rule: 'E3', code: 'wrong_entanglement', values: { kind: 'arrest', chosen: 'demonic_notice' } },
    });
    expect(resolvePendingEntanglement(crew, 'a', bribe, scripted([]))).toMatchObject({ ok: false, error: { rule: 'E2', code: 'not_enough_coin' } });
  });
});

describe('E1 + E3 in one step', () => {
  it('rolls, picks for the GM and holds the entanglement', () => {
    const crew = makeCrew({ wanted: 2, heat: 5, factions: [makeFaction({ status: -1 })] });
    const outcome = entangle(crew, { hidden: true }, scripted([3, 5, 1]));
    const value = unwrap(outcome);
    expect(value.roll).toMatchObject({ column: '4-5', row: '4-5', candidates: ['reprisals', 'unquiet_dead'] });
    expect(value.pending).toEqual({ id: 'crew-1/entanglement-1', kind: 'reprisals', revealed: false, hidden: true });
    expect(value.crew.pendingEntanglements).toEqual([value.pending]);
    expect(outcome.ok && outcome.rolls).toEqual([
      { sides: 6, purpose: 'entanglement', dice: [3, 5] },
      { sides: 2, purpose: 'entanglement_pick', dice: [1] },
    ]);
    expect(outcome.ok && outcome.reasons.map((r) => r.code)).toEqual(['pool_rolled', 'entanglement_rolled', 'picked_for_me', 'entanglement_held']);
  });

  it('takes the GM’s pick and reveals at once when asked', () => {
    const value = unwrap(entangle(makeCrew({ wanted: 1, heat: 9 }), { pick: 'interrogation', reveal: true, id: 'evt-9' }, scripted([2])));
    expect(value.pending).toEqual({ id: 'evt-9', kind: 'interrogation', revealed: true, hidden: false });
  });

  it('wanted 0: no entanglement, no dice, the crew unchanged', () => {
    const crew = makeCrew({ wanted: 0, heat: 9 });
    const outcome = entangle(crew, {}, scripted([]));
    expect(unwrap(outcome)).toEqual({ crew, roll: null, pending: null });
    expect(outcome.ok && outcome.rolls).toEqual([]);
  });

  it('refuses a bad id before rolling, a pick outside the cell, and an invalid wanted level', () => {
    const crew = makeCrew({ wanted: 1, pendingEntanglements: [held('x')] });
    expect(entangle(crew, { id: 'x' }, scripted([]))).toMatchObject({ ok: false, error: { code: 'duplicate_entanglement_id' } });
    expect(entangle(crew, { pick: 'arrest' }, scripted([1]))).toMatchObject({ ok: false, error: { code: 'not_in_cell' } });
    expect(entangle(makeCrew({ wanted: -2 }), {}, scripted([]))).toMatchObject({ ok: false, error: { code: 'invalid_wanted' } });
  });

  it('adds exactly one pending entanglement when wanted ≥ 1 and none at 0 (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 4 }), fc.integer({ min: 0, max: 9 }), fc.integer(), (wanted, heat, seed) => {
        const crew = makeCrew({ wanted, heat });
        const value = unwrap(entangle(crew, {}, seeded(seed)));
        expect(value.crew.pendingEntanglements).toHaveLength(wanted === 0 ? 0 : 1);
        if (value.roll && value.pending) expect(value.roll.candidates).toContain(value.pending.kind);
      }),
    );
  });
});
