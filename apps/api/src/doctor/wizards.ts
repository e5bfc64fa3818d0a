/**
 * Frostgrave wizards the server can no longer read. A wizard is readable when its row, warband and
 * hired muscle make the rules' `Wizard` (`wizardSchema`: the wizard's answers carry its members as
 * the model's), and every end-of-game collection of its ledger keeps its stored state (the ledger
 * and a collection's next step read it back).
 *
 * A repair clamps the wizard to the model (./clamp.ts), in one transaction, each change reported.
 * A collection whose stored state is gone cannot be rebuilt (its dice and the rows it walked are
 * in that state): it is reported, never guessed.
 */
import { wizardSchema } from '@temps-mort/rules';
import type { Prisma } from '../generated/prisma/client';
import type { Db } from '../domain/crews/repository';
import { collectionView } from '../domain/wizards/ledger';
import { rulesWizard } from '../domain/wizards/model';
import { clampToSchema, errorText, issueTexts, type Change } from './clamp';
import { committedIf, type Transact } from './transaction';

const include = {
  warband: { orderBy: [{ createdAt: 'asc' }, { id: 'asc' }] },
  hiredMuscle: { orderBy: [{ createdAt: 'asc' }, { id: 'asc' }] },
  collections: { orderBy: [{ createdAt: 'asc' }, { id: 'asc' }] },
} as const satisfies Prisma.WizardInclude;
type WizardRows = Prisma.WizardGetPayload<{ include: typeof include }>;

/** The ledger's collections that no longer read. */
function collectionProblems(row: WizardRows): string[] {
  return row.collections.flatMap((c) => {
    try {
      collectionView(c);
      return [];
    } catch (error) {
      return [`collection of ${c.createdAt.toISOString().slice(0, 10)} (${c.id}): ${errorText(error)}`];
    }
  });
}

function problemsOf(row: WizardRows): string[] {
  const wizard = rulesWizard(row);
  const parsed = wizardSchema.safeParse(wizard);
  return [...(parsed.success ? [] : issueTexts(parsed.error, wizard)), ...collectionProblems(row)];
}

/** Why the server cannot read the wizard; empty when it can. */
export async function wizardReadProblems(db: Db, wizardId: string): Promise<string[]> {
  const row = await db.wizard.findUnique({ where: { id: wizardId }, include });
  return row === null ? [] : problemsOf(row);
}

export type WizardRepair =
  | { readonly repaired: true; readonly changes: readonly Change[] }
  | { readonly repaired: false; readonly changes: readonly Change[]; readonly why: string };

/** Clamps the wizard to the model, in one transaction; a lost collection state is reported. */
export async function repairWizard(transact: Transact, wizardId: string): Promise<WizardRepair> {
  const answer = await committedIf(transact, async (tx) => {
    const row = await tx.wizard.findUniqueOrThrow({ where: { id: wizardId }, include });
    const clamped = clampToSchema(wizardSchema, rulesWizard(row));
    if (!clamped.ok) return { ok: false as const, changes: clamped.changes, why: `no safe change fixes: ${clamped.problems.join('; ')}` };
    const next = clamped.value;
    if (clamped.changes.length > 0) {
      await tx.wizard.update({
        where: { id: wizardId },
        data: { name: next.name, level: next.level, gold: next.gold, markers: next.markers, version: { increment: 1 } },
      });
      const members = new Map(next.warband.map((m) => [m.id, m]));
      for (const member of row.warband) {
        const kept = members.get(member.id);
        if (kept === undefined) await tx.warbandMember.delete({ where: { id: member.id } });
        else if (kept.name !== member.name || kept.role !== member.role || kept.baseCost !== member.baseCost || kept.will !== member.will) {
          const { id: _id, ...fields } = kept;
          await tx.warbandMember.update({ where: { id: member.id }, data: { ...fields, version: { increment: 1 } } });
        }
      }
      const hired = new Map(next.hiredMuscle.map((h) => [h.id, h]));
      for (const h of row.hiredMuscle) {
        const kept = hired.get(h.id);
        if (kept === undefined) await tx.hiredMuscle.delete({ where: { id: h.id } });
        else if (kept.kind !== h.kind) await tx.hiredMuscle.update({ where: { id: h.id }, data: { kind: kept.kind } });
      }
    }
    return { ok: true as const, changes: clamped.changes, lost: collectionProblems(row) };
  });
  if (!answer.ok) return { repaired: false, changes: answer.changes, why: answer.why };
  if (answer.lost.length > 0) {
    return { repaired: false, changes: answer.changes, why: `its ledger cannot be rebuilt: ${answer.lost.join('; ')}` };
  }
  return { repaired: true, changes: answer.changes };
}
