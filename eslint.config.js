// @ts-check
import js from '@eslint/js';
import prettier from 'eslint-config-prettier';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import importX from 'eslint-plugin-import-x';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  {
    ignores: [
      'dist',
      'inspector/dist',
      'node_modules',
      'test-results',
      'coverage',
      'reports',
      '.stryker-tmp',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.strictTypeChecked,
  {
    languageOptions: {
      globals: { ...globals.browser, ...globals.node },
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    rules: {
      '@typescript-eslint/restrict-template-expressions': ['error', { allowNumber: true }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['**/*.{js,mjs}'],
    ...tseslint.configs.disableTypeChecked,
  },
  {
    files: ['src/**/*.{ts,tsx}', 'inspector/src/**/*.{ts,tsx}'],
    ...reactHooks.configs.flat.recommended,
  },
  {
    // No import cycles anywhere: a cycle makes module order matter and hides a missing layer.
    files: ['**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      // The TypeScript files themselves, not only .js, make up the import graph.
      'import-x/extensions': importX.flatConfigs.typescript.settings['import-x/extensions'],
      'import-x/parsers': importX.flatConfigs.typescript.settings['import-x/parsers'],
    },
    rules: {
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
  {
    // The layers and the arrows allowed between them (docs/architecture.md).
    files: ['**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            {
              // Tests read everything; nothing reads tests. What scripts and tests share (the path
              // engine, the spec table) lives outside test/, in paths/. The inspector's own tests
              // (inspector/test/) are tests too.
              target: ['./!(test|inspector)/**', './inspector/!(test)/**', './*.{ts,tsx}'],
              from: './test',
              message:
                'import-x/no-restricted-paths (test/): only test/ imports test/; move what others need out of test/ (paths/ holds the path engine).',
            },
            {
              target: './paths',
              from: ['./scripts', './deploy'],
              message:
                'paths/ is the path engine that scripts/ and test/ import: it must not depend on them.',
            },
            {
              target: './machines',
              from: ['./src', './content', './sandbox', './paths', './scripts', './deploy'],
              message:
                'machines/ imports only xstate and machines/: inject effects with machine.provide.',
            },
            {
              target: './content',
              from: ['./src', './sandbox', './paths', './scripts', './deploy'],
              message: 'content/ holds texts and data: it must not depend on the app.',
            },
            {
              target: ['./src/views', './src/components', './src/pages'],
              from: ['./src/api', './src/adapters', './sandbox'],
              message:
                'Views send events and read the binding (src/registration/): calls and adapters are the app’s, supplied with machine.provide.',
            },
            {
              target: ['./src', './machines', './content', './sandbox', './deploy'],
              from: './inspector',
              message:
                'The inspector is an app of its own: the portal only posts the feed (src/inspector-feed/) and imports nothing of it (docs/decisions/044-inspector-own-app.md).',
            },
            {
              target: './sandbox',
              from: ['./src', './paths', './scripts', './deploy'],
              message:
                'sandbox/ implements the API contract (machines/shared/api.ts, statuses.ts): it must not depend on the portal.',
            },
            {
              target: './sandbox',
              from: './machines',
              except: [
                './shared/api.ts',
                './shared/statuses.ts',
                './shared/redirect-allow-list.ts',
              ],
              message:
                'sandbox/ may import only the shared API contract from machines/ (api.ts, statuses.ts, redirect-allow-list.ts).',
            },
            {
              target: './collector',
              from: ['./src', './sandbox', './test', './scripts', './deploy'],
              except: ['./telemetry/beacon-contract.ts', './telemetry/allow-list.ts'],
              message:
                'collector/ reads the beacon contract and the allow-list (src/telemetry/): it must not depend on the portal otherwise.',
            },
            {
              target: './src/telemetry/telemetry.ts',
              from: ['./src', './content', './machines'],
              message:
                'The register screen carries telemetry.ts in its first bundle: it imports nothing but xstate types (the 183 KB budget).',
            },
          ],
        },
      ],
    },
  },
  {
    // What reaches the customers' bundle imports only the portal's own dependencies
    // (package.json): the inspector's packages are declared in inspector/package.json, so a
    // portal file that imports one fails here (docs/decisions/044-inspector-own-app.md).
    files: ['src/**/*.{ts,tsx}', 'machines/**/*.ts', 'content/**/*.ts'],
    plugins: { 'import-x': importX },
    rules: {
      'import-x/no-extraneous-dependencies': [
        'error',
        {
          devDependencies: false,
          optionalDependencies: false,
          peerDependencies: false,
          packageDir: import.meta.dirname,
        },
      ],
    },
  },
  {
    // A view calls its step's interface (src/registration/steps/: `useCpfStep().submit(cpf)`…);
    // the shape of each event lives there alone (docs/decisions/013). Every event type is dotted
    // (`cpf.submit`), so a dotted `type` in an object literal is an event being built. The toasts'
    // store is the one module of src/views that sends events: its own, to its own actor.
    files: ['src/views/**/*.{ts,tsx}'],
    ignores: ['src/views/notices/toast-store.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "Property[key.name='type'][value.type='Literal'][value.value=/\\./]",
          message:
            'Views build no events: call the step interface in src/registration/steps/ (useCpfStep().submit…).',
        },
        {
          selector:
            "CallExpression[callee.name='send'], CallExpression[callee.property.name='send']",
          message:
            'Views send no events: call the step interface in src/registration/steps/ (useCpfStep().submit…).',
        },
      ],
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/registration/registration-actor.ts'],
              importNames: ['useSend'],
              message:
                'Views send no events: call the step interface in src/registration/steps/ (useCpfStep().submit…).',
            },
          ],
        },
      ],
    },
  },
  {
    // Machines are pure: besides machines/ itself (kept by the zone above), only xstate.
    files: ['machines/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(?!xstate(/|$)|\\.)',
              message:
                'machines/ imports only xstate and machines/: inject effects with machine.provide.',
            },
          ],
        },
      ],
    },
  },
  {
    // content/ may name machine types (message ids) but run nothing from outside content/.
    files: ['content/**/*.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(?!\\.)',
              message: 'content/ imports no packages.',
            },
            {
              regex: '/machines/',
              allowTypeImports: true,
              message: 'content/ may import only types from machines/.',
            },
          ],
        },
      ],
    },
  },
  prettier,
);
