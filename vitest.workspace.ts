// The list of test projects. Vitest 4 no longer reads this file by itself:
// vitest.config.ts imports it into `test.projects` (see shared TOOLCHAIN.md).
export default ['packages/rules', 'packages/i18n', 'packages/contract', 'apps/api', 'apps/web'];
