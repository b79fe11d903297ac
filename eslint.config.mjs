import nextCoreWebVitals from 'eslint-config-next/core-web-vitals';
import nextTypescript from 'eslint-config-next/typescript';

const config = [
  { ignores: ['.next/**', 'node_modules/**', 'public/**', 'test-results/**', 'playwright-report/**', 'next-env.d.ts'] },
  ...nextCoreWebVitals,
  ...nextTypescript,
  // A circle of imports (type-only ones aside) fails the lint (scripts/lint-cycles.test.ts shows it). The
  // packages are not read: a circle needs our own files, and following theirs took minutes, not seconds. It
  // does not run on the tests: nothing imports one, so no circle passes through one, and they took most of its time.
  { settings: { 'import/ignore': ['/node_modules/'] }, rules: { 'import/no-cycle': 'error' } },
  { files: ['**/*.test.ts', '**/*.spec.ts'], rules: { 'import/no-cycle': 'off' } },
];

export default config;
