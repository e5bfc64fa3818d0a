import { termOf } from '@temps-mort/i18n/glossary';
import type { NameLookup } from '../../lib/i18n';
import type { Lang } from '../../lib/lang';
import type { WizardView } from './api';

/** Names for the member ids reasons carry (the wizard, its warband, its hired muscle by kind). */
export function wizardNames(wizard: Pick<WizardView, 'id' | 'name' | 'warband' | 'hiredMuscle'>, lang: Lang): NameLookup {
  const members = new Map<string, string>([[wizard.id, wizard.name]]);
  for (const m of wizard.warband) members.set(m.id, m.name);
  for (const h of wizard.hiredMuscle) if (!members.has(h.id)) members.set(h.id, termOf('hiredMuscle', h.kind, lang));
  return { member: (id) => members.get(id) };
}
