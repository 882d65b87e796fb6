// @ts-check
import js from '@eslint/js';
import prettier from 'eslint-config-prettier';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import importX from 'eslint-plugin-import-x';
import tseslint from 'typescript-eslint';

/** What the app, the servers, the inspector and the tools share, each folder named for what it holds. */
const SHARED = [
  './machine-graph',
  './machine-rules',
  './portal-config',
  './routes',
  './telemetry-contract',
  './inspector-protocol',
];
/** The servers: the collector, nginx's configuration, the sandbox API and the static server. */
const SERVERS = ['./collector', './deploy', './sandbox', './static-server'];

/** The inspector's own code, not its tests (tests read everything). */
const INSPECTOR = ['./inspector/!(test)/**', './inspector/*.*'];

const APP_ALONE =
  'import-x/no-restricted-paths (app): src/ is the customers’ app alone; move what others need to a shared folder (machine-graph/, portal-config/, routes/, telemetry-contract/, …; docs/architecture.md).';

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
              // src/ is the customers' app alone: what a server, the inspector or the path engine
              // needs lives in a shared folder below it.
              target: [
                ...SHARED,
                ...SERVERS,
                ...INSPECTOR,
                './paths',
                './qa',
                './content',
                './machines',
              ],
              from: './src',
              message: APP_ALONE,
            },
            {
              // Of the scripts, only the app's own build (scripts/build/ renders its pages) reads
              // the app, and the beacon's cost measure runs the beacon's own code.
              target: ['./scripts/!(build)/**', './scripts/*.*'],
              from: './src/**',
              except: ['**/src/telemetry/transition-beacon.ts'],
              message: APP_ALONE,
            },
            {
              target: SHARED,
              from: [...SERVERS, './scripts', './inspector', './paths', './qa'],
              message:
                'The shared folders sit under the app, the servers and the tools: they import only each other, content/ and machines/.',
            },
            {
              // Inside the shared layer the configuration is on top: its CSP names the beacon's
              // report path, never the other way round.
              target: [
                './machine-graph',
                './machine-rules',
                './routes',
                './telemetry-contract',
                './inspector-protocol',
              ],
              from: './portal-config',
              message:
                'portal-config/ sits above the other shared folders: the telemetry contract, the routes and the machine graph do not read the configuration.',
            },
            {
              target: SERVERS,
              from: ['./scripts', './inspector', './paths', './qa'],
              message:
                'A server (collector/, deploy/, sandbox/, static-server/) imports the shared folders, never the tools or the inspector.',
            },
            {
              target: INSPECTOR,
              from: ['./scripts', './collector', './deploy', './sandbox'],
              message:
                'The inspector is an app of its own: it reads the shared folders and serves itself with static-server/, never a script or another server.',
            },
            {
              target: './paths',
              from: ['./scripts', './deploy'],
              message:
                'paths/ is the path engine that scripts/ and test/ import: it must not depend on them.',
            },
            {
              target: './machines',
              from: [
                './src',
                './content',
                './sandbox',
                './paths',
                './scripts',
                './deploy',
                ...SHARED,
              ],
              message:
                'machines/ imports only xstate and machines/: inject effects with machine.provide.',
            },
            {
              target: './content',
              from: ['./src', './sandbox', './paths', './scripts', './deploy', ...SHARED],
              message: 'content/ holds texts and data: it must not depend on the app.',
            },
            {
              target: ['./src/views', './src/components', './src/pages'],
              from: ['./src/api', './src/adapters', './sandbox'],
              message:
                'Views send events and read the binding (src/registration/): calls and adapters are the app’s, supplied with machine.provide.',
            },
            {
              // Inside the app, one way: main.tsx → app/ → pages/ → views/ → components/, and the
              // beacon, the feed and the page's configuration under app/, which wires them.
              target: './src/!(app)/**',
              from: './src/app',
              message:
                'Only src/main.tsx imports src/app/: the app wires the layers under it, none reads it back.',
            },
            {
              target: './src/components',
              from: ['./src/pages', './src/views'],
              message:
                'Components sit under the pages and views that use them: what two of them share is a component.',
            },
            {
              target: ['./src/telemetry', './src/inspector-feed', './src/config'],
              from: [
                './src/app',
                './src/pages',
                './src/views',
                './src/components',
                './src/registration',
              ],
              message:
                'The beacon, the inspector feed and the page’s configuration sit under the app: they are handed what they need.',
            },
            {
              target: ['./src', './machines', './content', './sandbox', './deploy', ...SHARED],
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
              message:
                'collector/ reads the beacon contract and the allow-list (telemetry-contract/): it must not depend on the portal otherwise.',
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
