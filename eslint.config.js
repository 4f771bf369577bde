import js from '@eslint/js';
import svelte from 'eslint-plugin-svelte';
import promise from 'eslint-plugin-promise';
import globals from 'globals';
import ts from 'typescript-eslint';
import svelteConfig from './svelte.config.js';

/**
 * The layers of docs/architecture.md ("Layers"): each folder and the folders it may import besides
 * itself. Everything else is an upward or sideways import and fails the lint (tests aside): the UI
 * reaches storage only through the state layer, the state layer only through the app object (the
 * composition root, src/lib/app, which builds the adapters), and the adapters (db, lobby, llm,
 * packs) do not reach into each other — except db, whose repos store the rows those modules define.
 * From the top: routes → boot → components → state → modes → app → sim → db → lobby → flows →
 * packs → llm → io, with i18n and engines at the bottom. A game's folder (src/lib/games/<game>/)
 * has a sub-folder in several of them (GAME_SUBFOLDERS below).
 */
export const LAYERS = {
	routes: ['boot', 'components', 'state', 'modes', 'i18n', 'lobby', 'llm', 'packs', 'engines'],
	boot: ['components', 'state'],
	components: ['state', 'modes', 'i18n', 'lobby', 'llm', 'packs', 'engines'],
	state: ['app', 'lobby', 'llm', 'packs', 'flows', 'modes', 'i18n', 'engines'],
	app: ['db', 'lobby', 'llm', 'packs', 'flows', 'engines'],
	sim: ['flows', 'llm', 'packs', 'lobby', 'engines'],
	db: ['lobby', 'llm', 'packs', 'i18n', 'engines'],
	modes: ['app', 'db', 'lobby', 'llm', 'packs', 'flows', 'i18n', 'engines'],
	lobby: ['flows', 'engines'],
	flows: ['llm', 'engines'],
	packs: ['io', 'engines'],
	llm: ['io', 'engines'],
	io: [],
	i18n: [],
	engines: []
};

/**
 * A game folder (`src/lib/games/<game>/`, docs/architecture.md "The map") holds the game's part of
 * several layers, one sub-folder each: the layer rules apply to each sub-folder as to its layer.
 * A game's views are UI (components), its lobby mode is a mode, its engine is an engine, its packs
 * glue (the store and pack options the app object wires) is app, its sim driver is sim.
 */
export const GAME_SUBFOLDERS = {
	engine: 'engines',
	flows: 'flows',
	packs: 'packs',
	db: 'db',
	lobby: 'modes',
	state: 'state',
	views: 'components',
	app: 'app',
	sim: 'sim'
};

/** A layer's folders as an import path names them: its shared folder and its game sub-folders. */
const layerPaths = (layer) => [
	layer,
	...Object.entries(GAME_SUBFOLDERS)
		.filter(([, l]) => l === layer)
		.map(([sub]) => `games/[^/]+/${sub}`)
];

/** The no-restricted-imports pattern of one folder: every folder it may not import. */
const layerPattern = (folder, allowedList = LAYERS[folder]) => {
	const banned = Object.keys(LAYERS).filter((f) => f !== folder && !allowedList.includes(f));
	const allowed = allowedList.length ? allowedList.join(', ') : 'nothing of the other layers';
	return {
		regex: `^(?:\\$lib/|(?:\\.\\./)+(?:lib/)?)(?:${banned.flatMap(layerPaths).join('|')})(?:/|$)`,
		message: `${folder} may import ${allowed} (docs/architecture.md, "Layers"): an upward or sideways import.`
	};
};

/**
 * What only the composition root wires (docs/architecture.md "Composition root"): the
 * adapters' builders — the PeerJS transport, the HTTP and on-device LLM clients — and the Dexie
 * stores the app object holds (the database handle, the lobby stores, backup, retention, the packs
 * table). Every other folder takes them from `src/lib/app` (state managers: the `app` parameter);
 * the adapter that defines one may use it, and the sim (its own root, in Node) its LLM client.
 */
export const APP_WIRED = [
	{ folder: 'lobby', modules: ['transport-peer', 'transport-resolving'] },
	{ folder: 'llm', modules: ['http', 'webllm'], importNames: ['createHttpClient', 'createWebLlmClient'] },
	{
		folder: 'db',
		modules: ['db', 'backup', 'backup-llm', 'retention', 'import-failure', 'repos/lobby', 'repos/packs']
	}
];

/**
 * The no-restricted-imports patterns of APP_WIRED for one folder: none for the app itself, and only
 * where the layer table lets the folder import the adapter at all (elsewhere the layer rule refuses).
 */
const appWiredPatterns = (folder, allowedList = LAYERS[folder]) =>
	folder === 'app'
		? []
		: APP_WIRED.filter(
				(w) => allowedList.includes(w.folder) && !(folder === 'sim' && w.folder === 'llm')
			).map((w) => ({
				regex: `^(?:\\$lib/|(?:\\.\\./)+(?:lib/)?)${w.folder}/(?:${w.modules.join('|')})$`,
				...(w.importNames ? { importNames: w.importNames } : {}),
				message: `Only src/lib/app wires ${w.folder}/${w.modules.join(', ')}: take it from the app object (src/lib/app/app.ts).`
			}));

/**
 * Test helpers live in `testing/` folders (e.g. `src/lib/lobby/testing/counter-game.ts`): tests and
 * benches import them, shipped code never does, so they stay out of the build.
 */
const testHelpers = {
	regex: '(?:^|/)testing(?:/|$)',
	message: 'A testing/ folder holds test helpers: only tests and benches import it, shipped code never.'
};

const noEnum = { selector: 'TSEnumDeclaration', message: 'Use an as-const object, not enum.' };

/**
 * One home for test helpers and test data: a src test finds them in a `testing/` folder beside its
 * code, never in tests/ (the e2e suite's own folder, its helpers in tests/e2e/support).
 */
const noTestsFolder = {
	selector:
		':matches(ImportDeclaration, ExportNamedDeclaration, ExportAllDeclaration, ImportExpression)[source.value=/^(\\.\\.\\/)+tests\\//]',
	message:
		'src imports nothing from tests/: test helpers and data live in a testing/ folder beside their tests.'
};

/**
 * Inside a game folder another sub-folder, another game or a shared layer is imported by its `$lib/`
 * path, which names its layer: a relative `../` path out of the sub-folder would hide it (the data
 * files outside src, in question-packs/, are no layer).
 */
const gameRelative = {
	regex: `^\\.\\./(?:\\.\\./(?!(?:\\.\\./)*question-packs/)|(?:${Object.keys(GAME_SUBFOLDERS).join('|')})(?:/|$))`,
	message:
		'Inside src/lib/games/<game>/<sub>, import what lies outside <sub> by its $lib/ path (the layer lint reads it).'
};

/**
 * The no-restricted-imports patterns of the files of one layer (`inGame`: a game's sub-folder). A
 * mode's views are UI (a game's `views/`, the components layer): the layer rule keeps the modes
 * below them from importing them; the UI finds them by path (`components/lobby/guest-views.ts`).
 */
const layerPatterns = (folder, inGame) => [
	layerPattern(folder),
	...appWiredPatterns(folder),
	testHelpers,
	...(inGame ? [gameRelative] : [])
];

const layerRules = Object.keys(LAYERS)
	.filter((folder) => folder !== 'engines')
	.map((folder) => ({
		files: [folder === 'routes' ? 'src/routes/**/*.{ts,svelte}' : `src/lib/${folder}/**/*.{ts,svelte}`],
		ignores: ['**/*.test.ts'],
		rules: { 'no-restricted-imports': ['error', { patterns: layerPatterns(folder, false) }] }
	}))
	.concat(
		Object.entries(GAME_SUBFOLDERS)
			.filter(([, layer]) => layer !== 'engines')
			.map(([sub, layer]) => ({
				files: [`src/lib/games/*/${sub}/**/*.{ts,svelte}`],
				ignores: ['**/*.test.ts'],
				rules: { 'no-restricted-imports': ['error', { patterns: layerPatterns(layer, true) }] }
			}))
	);

/** Engines stay pure (architecture.md): no framework, storage, network, model or upper layers. */
const engineRestrictions = {
	patterns: [
		{ group: ['svelte', 'svelte/*', '$app/*'], message: 'Engines are pure: no Svelte in an engine.' },
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
		},
		layerPattern('engines'),
		testHelpers
	]
};

/** The purity rules of an engine: the shared engines and every game's engine sub-folder. */
const engineRules = [
	{ files: ['src/lib/engines/**/*.ts'], inGame: false },
	{ files: ['src/lib/games/*/engine/**/*.ts'], inGame: true }
].map(({ files, inGame }) => ({
	files,
	ignores: ['**/*.test.ts'],
	rules: {
		'no-restricted-imports': [
			'error',
			inGame ? { patterns: [...engineRestrictions.patterns, gameRelative] } : engineRestrictions
		],
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
}));

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
			'no-restricted-syntax': ['error', noEnum],
			'svelte/no-navigation-without-resolve': 'off'
		}
	},
	{
		files: ['src/**/*.ts', 'src/**/*.svelte'],
		rules: { 'no-restricted-syntax': ['error', noEnum, noTestsFolder] }
	},
	...layerRules,
	...engineRules,
	{
		files: ['**/*.js'],
		...ts.configs.disableTypeChecked
	}
);
