import js from '@eslint/js';
import svelte from 'eslint-plugin-svelte';
import promise from 'eslint-plugin-promise';
import globals from 'globals';
import ts from 'typescript-eslint';
import svelteConfig from './svelte.config.js';

/** Engines stay pure (architecture.md): no framework, storage, network, model or upper layers. */
const engineRestrictions = {
	patterns: [
		{ group: ['svelte', 'svelte/*', '$app/*'], message: 'Engines are pure: no Svelte in src/lib/engines.' },
		{ group: ['dexie', 'fake-indexeddb'], message: 'Engines are pure: storage belongs to src/lib/db.' },
		{ group: ['peerjs', 'peer'], message: 'Engines are pure: the network belongs to src/lib/lobby.' },
		{
			group: ['@mlc-ai/*', 'jsonrepair'],
			message: 'Engines never call an LLM: build a request and a fallback.'
		},
		{
			group: [
				'$lib/flows/*',
				'$lib/llm/*',
				'$lib/lobby/*',
				'$lib/db/*',
				'$lib/packs/*',
				'$lib/state/*',
				'$lib/components/*',
				'**/flows/*',
				'**/llm/*',
				'**/lobby/*',
				'**/db/*',
				'**/state/*',
				'**/components/*'
			],
			message: 'Engines import nothing from the layers above them.'
		}
	]
};

export default ts.config(
	{ ignores: ['build/', '.svelte-kit/', 'dev-dist/', 'node_modules/', 'bench/results/', 'test-results/'] },
	js.configs.recommended,
	...ts.configs.recommended,
	...svelte.configs.recommended,
	{
		languageOptions: { globals: { ...globals.browser, ...globals.node } }
	},
	{
		files: ['**/*.ts', '**/*.svelte', '**/*.svelte.ts'],
		languageOptions: {
			parserOptions: {
				projectService: true,
				extraFileExtensions: ['.svelte'],
				parser: ts.parser,
				svelteConfig
			}
		},
		plugins: { promise },
		rules: {
			'@typescript-eslint/no-floating-promises': 'error',
			'@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { attributes: false } }],
			'promise/catch-or-return': ['error', { allowThen: true, allowFinally: true }],
			'promise/no-return-wrap': 'error',
			'promise/param-names': 'error',
			'promise/no-nesting': 'warn',
			'@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
			'@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
			'no-restricted-syntax': [
				'error',
				{ selector: 'TSEnumDeclaration', message: 'Use an as-const object, not enum.' }
			],
			'svelte/no-navigation-without-resolve': 'off'
		}
	},
	{
		files: ['src/lib/engines/**/*.ts'],
		ignores: ['src/lib/engines/**/*.test.ts'],
		rules: {
			'no-restricted-imports': ['error', engineRestrictions],
			'no-restricted-properties': [
				'error',
				{ object: 'Math', property: 'random', message: 'Use the seeded PRNG in the engine state.' },
				{ object: 'Date', property: 'now', message: 'Time is passed in to engines.' },
				{ object: 'crypto', property: 'randomUUID', message: 'Ids are passed in to engines.' }
			],
			'no-restricted-globals': [
				'error',
				'window',
				'document',
				'navigator',
				'localStorage',
				'fetch',
				'indexedDB'
			]
		}
	},
	{
		files: ['**/*.js'],
		...ts.configs.disableTypeChecked
	}
);
