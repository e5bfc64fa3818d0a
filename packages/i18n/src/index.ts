// The i18n layer of Temps Mort: every user-facing string in French and English.
// - lang.ts      Lang, detectLang, parseLang
// - format.ts    numbers, signed changes, tiers as roman numerals, plurals, lists, dates, French spacing
// - glossary.ts  the game's words (WORDS) and the name of every engine enum value (GLOSSARY)
// - ruleNames.ts every rule id's title (RULE_NAMES), for the GM's rule tags
// - reasons/     formatReason / formatRefusal: words for every reason and refusal code of the rules engine
// - tableRules.ts the table-rule options' names, help, French source sentence and values (settings)
// - ui.ts        t(key, lang, values): the UI chrome's catalog (ui-core.ts: the part the phone sheet needs)
// - message.ts   the catalogs' message format ({name}, plural, select) and createT
// - errors.ts    apiErrorMessage: words for the API's error bodies
// - changes.ts   formatNetChange: what a step or a downtime moved, in words (not re-exported here: its own `t`)
// Screens that must stay small import subpaths instead of this index: the players' crew sheet
// '@temps-mort/i18n/ui-core' and '…/glossary', and lazy-loads '…/reasons' and '…/changes'; GM screens the rest.
export * from './lang';
export * from './format';
export * from './french';
export * from './glossary';
export * from './ruleNames';
export * from './tableRules';
export * from './reasons';
export * from './ui';
export * from './errors';
