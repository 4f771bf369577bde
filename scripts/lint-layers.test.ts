import path from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

/**
 * The layer lint of docs/architecture.md ("Layers"): the project's own ESLint
 * config, run on a snippet as if it were a file of a given folder, fails an upward or sideways
 * import and lets a downward one through. Type-aware rules are switched off here (the snippets are
 * not in the TypeScript project); the import rules are the config's own.
 */
const root = path.resolve(import.meta.dirname, '..');
/** The config's layer table (a path, not a module name: the config is JavaScript, not part of the TS project). */
const configFile = path.join(root, 'eslint.config.js');
const { LAYERS, GAME_SUBFOLDERS } = (await import(configFile)) as {
	LAYERS: Record<string, readonly string[]>;
	GAME_SUBFOLDERS: Record<string, string>;
};

/** A folder of the layer table that can reach itself through what it may import: a folder cycle. */
const cycleOf = (layers: Record<string, readonly string[]>): string[] | null => {
	const done = new Set<string>();
	const visit = (folder: string, path: string[]): string[] | null => {
		if (path.includes(folder)) return [...path.slice(path.indexOf(folder)), folder];
		if (done.has(folder)) return null;
		for (const next of layers[folder] ?? []) {
			const cycle = visit(next, [...path, folder]);
			if (cycle) return cycle;
		}
		done.add(folder);
		return null;
	};
	for (const folder of Object.keys(layers)) {
		const cycle = visit(folder, []);
		if (cycle) return cycle;
	}
	return null;
};
const eslint = new ESLint({
	cwd: root,
	overrideConfig: {
		languageOptions: { parserOptions: { projectService: false } },
		rules: {
			'@typescript-eslint/no-floating-promises': 'off',
			'@typescript-eslint/no-misused-promises': 'off'
		}
	}
});

/** The messages of one rule (by default the import rule) for a snippet linted as `filePath`. */
const restricted = async (
	filePath: string,
	code: string,
	rule = 'no-restricted-imports'
): Promise<string[]> => {
	const [result] = await eslint.lintText(code, { filePath: path.join(root, filePath) });
	return result.messages.filter((m) => m.ruleId === rule).map((m) => m.message);
};

const svelte = (imports: string) => `<script lang="ts">\n${imports}\n</script>\n<p>{x}</p>\n`;

describe('layer lint', () => {
	it('fails a component importing $lib/db/… (the UI reaches storage through the state layer)', async () => {
		const errors = await restricted(
			'src/lib/components/Probe.svelte',
			svelte("\timport { db } from '$lib/db/db';\n\tconst x = db;")
		);
		expect(errors).toHaveLength(1);
		expect(errors[0]).toContain('components may import');
		expect(
			await restricted(
				'src/routes/probe/+page.svelte',
				svelte("\timport type { PackRow as x } from '$lib/db/db';")
			)
		).toHaveLength(1);
	});

	it('fails src/lib/lobby importing $lib/llm (sideways), by alias or by a relative path', async () => {
		for (const spec of ['$lib/llm/offline', '../llm/offline', '../../llm'])
			expect(
				await restricted(
					'src/lib/lobby/probe.ts',
					`import { offlineClient } from '${spec}';\nexport const x = offlineClient;\n`
				),
				spec
			).toHaveLength(1);
	});

	it('fails a state module importing $lib/db/… (state managers take their stores from the app object)', async () => {
		for (const code of [
			"export { readSetting } from '$lib/db/repos/settings';\n",
			"import type { SessionZeroTable } from '$lib/games/session-zero-table/db/group-table';\nexport type X = SessionZeroTable;\n",
			"export { databaseExists } from '../db/exists';\n"
		]) {
			const errors = await restricted('src/lib/state/probe.svelte.ts', code);
			expect(errors, code).toHaveLength(1);
			expect(errors[0]).toContain('state may import app, lobby');
		}
		// what it takes instead: the app object and the row types of its stores
		expect(
			await restricted(
				'src/lib/state/probe.ts',
				"export { app } from '$lib/app/app';\nexport type { SessionZeroTable } from '$lib/app/stores';\n"
			)
		).toEqual([]);
	});

	it('lets a downward import through (state → app, modes → db repos, lobby → flows, app → llm)', async () => {
		expect(
			await restricted(
				'src/lib/games/nhie/lobby/probe.ts',
				"export { saveNhieSession } from '$lib/games/nhie/db/nhie';\n"
			)
		).toEqual([]);
		expect(
			await restricted('src/lib/lobby/probe.ts', "export { offlineTaskRunner } from '$lib/flows/run-task';\n")
		).toEqual([]);
		expect(
			await restricted('src/lib/app/probe.ts', "export { offlineClient } from '$lib/llm/offline';\n")
		).toEqual([]);
	});

	it('every folder of the layer table is refused by the folders that may not import it', async () => {
		const folders = Object.keys(LAYERS);
		for (const from of folders) {
			const file = from === 'routes' ? 'src/routes/probe.ts' : `src/lib/${from}/probe.ts`;
			for (const to of folders) {
				if (to === from || to === 'routes') continue;
				const allowed = LAYERS[from].includes(to);
				const errors = await restricted(file, `export * from '$lib/${to}/probe';\n`);
				expect(errors.length > 0, `${from} → ${to}`).toBe(!allowed);
			}
		}
	});

	it("lets a mode's views use the UI, and keeps the rest of the mode below it", async () => {
		const view = 'src/lib/games/nhie/views/Probe.svelte';
		expect(
			await restricted(view, svelte("\timport x from '$lib/games/nhie/views/QuestionCard.svelte';"))
		).toEqual([]);
		expect(await restricted(view, svelte("\timport { db as x } from '$lib/db/db';"))).toHaveLength(1);
		expect(
			await restricted(
				'src/lib/games/nhie/lobby/probe.ts',
				"export { default } from '$lib/games/nhie/views/QuestionCard.svelte';\n"
			)
		).toHaveLength(1);
		expect(
			await restricted(
				'src/lib/modes/registry.ts',
				"export { default } from '$lib/games/nhie/views/GuestView.svelte';\n"
			)
		).toHaveLength(1);
	});

	it('keeps test helpers (testing/ folders) out of shipped code, and lets tests use them', async () => {
		const helper = "export { counterGame } from '$lib/lobby/testing/counter-game';\n";
		for (const file of ['src/lib/lobby/host.ts', 'src/lib/state/probe.ts', 'src/routes/probe/+page.ts'])
			expect(await restricted(file, helper), file).toHaveLength(1);
		expect(
			await restricted('src/lib/lobby/probe.ts', "export { counterGame } from './testing/counter-game';\n")
		).toHaveLength(1);
		expect(
			await restricted(
				'src/lib/games/pirate/engine/probe.ts',
				"export { DETERMINED_PLAYER } from './testing/scripts';\n"
			)
		).toHaveLength(1);
		expect(
			await restricted(
				'src/routes/probe/+page.svelte',
				svelte("\timport { counterGame as x } from '$lib/lobby/testing/counter-game';")
			)
		).toHaveLength(1);
		expect(await restricted('src/lib/lobby/host.test.ts', helper)).toEqual([]);
	});

	it('keeps src, its tests too, from importing tests/ (one home for test helpers and data)', async () => {
		const fromTests = (depth: number) =>
			`export { POLL } from '${'../'.repeat(depth)}tests/e2e/support/party';\n`;
		for (const [file, depth] of [
			['src/lib/games/pirate/engine/probe.test.ts', 5],
			['src/lib/sim/probe.test.ts', 3],
			['src/lib/lobby/probe.ts', 3]
		] as const)
			expect(await restricted(file, fromTests(depth), 'no-restricted-syntax'), file).toHaveLength(1);
		expect(
			await restricted(
				'src/lib/sim/probe.test.ts',
				"import { x } from '../../../tests-like/data';\nexport const y = x;\n",
				'no-restricted-syntax'
			)
		).toEqual([]);
		// the house's other syntax rule still holds there
		expect(
			await restricted('src/lib/sim/probe.ts', 'export enum E { A }\n', 'no-restricted-syntax')
		).toHaveLength(1);
	});

	it('has no folder cycles: what each folder may import never leads back to it', () => {
		expect(cycleOf(LAYERS)).toBeNull();
		// the check finds one: db ↔ lobby as it was before the composition root
		expect(cycleOf({ ...LAYERS, lobby: [...LAYERS.lobby, 'db'] })).toEqual(['db', 'lobby', 'db']);
	});

	it('only src/lib/app wires the builders and the stores of the app object', async () => {
		const peer = "export { createPeerTransport } from '$lib/lobby/transport-peer';\n";
		const store = "export { dexieLobbyStore } from '$lib/db/repos/lobby';\n";
		const http = "export { createHttpClient } from '$lib/llm/http';\n";
		expect(await restricted('src/lib/app/probe.ts', peer + store + http)).toEqual([]);
		for (const file of ['src/lib/state/probe.ts', 'src/lib/games/nhie/lobby/probe.ts'])
			for (const code of [
				peer,
				store,
				http,
				`export { db } from '${file.includes('/games/') ? '$lib/' : '../'}db/db';\n`
			]) {
				const errors = await restricted(file, code);
				expect(errors, `${file}: ${code}`).toHaveLength(1);
				// the state layer may not import $lib/db at all (the layer rule says so first)
				const dbInState = file.includes('/state/') && code.includes('db/');
				expect(errors[0]).toContain(dbInState ? 'state may import' : 'Only src/lib/app wires');
			}
		// the component that manages the on-device model may still ask about WebGPU, not build a client
		expect(
			await restricted('src/lib/state/probe.ts', "export { detectWebGpu } from '$lib/llm/webllm';\n")
		).toEqual([]);
		expect(
			await restricted('src/lib/state/probe.ts', "export { createWebLlmClient } from '$lib/llm/webllm';\n")
		).toHaveLength(1);
		// the sim is its own composition root (Node): it builds its HTTP client, never a PeerJS transport
		expect(await restricted('src/lib/sim/probe.ts', http)).toEqual([]);
		expect(await restricted('src/lib/sim/probe.ts', peer)).toHaveLength(1);
	});
	it('applies the layer rules inside a game folder by sub-folder, and to a game folder seen from a shared layer', async () => {
		const subs = Object.keys(GAME_SUBFOLDERS);
		const shared = Object.keys(LAYERS).filter((f) => f !== 'routes');
		// a game's sub-folder imports another game's sub-folder or a shared folder as its layer may
		for (const from of subs) {
			const layer = GAME_SUBFOLDERS[from];
			const targets = [
				...shared.map((to) => ({ to, spec: `$lib/${to}/probe` })),
				...subs.map((sub) => ({ to: GAME_SUBFOLDERS[sub], spec: `$lib/games/mole/${sub}/probe` }))
			];
			for (const { to, spec } of targets) {
				const allowed = to === layer || LAYERS[layer].includes(to);
				const errors = await restricted(`src/lib/games/nhie/${from}/probe.ts`, `export * from '${spec}';\n`);
				expect(errors.length > 0, `games/nhie/${from} (${layer}) → ${spec}`).toBe(!allowed);
			}
		}
		// a shared folder imports a game's sub-folder as it may import that sub-folder's layer
		for (const from of [...shared, 'routes'])
			for (const sub of subs) {
				const to = GAME_SUBFOLDERS[sub];
				const file = from === 'routes' ? 'src/routes/probe.ts' : `src/lib/${from}/probe.ts`;
				const allowed = to === from || LAYERS[from].includes(to);
				for (const spec of [`$lib/games/nhie/${sub}/probe`, `../games/nhie/${sub}/probe`]) {
					const errors = await restricted(file, `export * from '${spec}';\n`);
					expect(errors.length > 0, `${from} → ${spec}`).toBe(!allowed);
				}
			}
	});

	it('inside a game folder, what lies outside a sub-folder is imported by its $lib path (its layer shows)', async () => {
		const state = 'src/lib/games/nhie/state/probe.ts';
		for (const spec of [
			'../engine/game',
			'../lobby/game',
			'../../mole/engine',
			'../../../state/run-hold.svelte'
		])
			expect(await restricted(state, `export * from '${spec}';\n`), spec).toHaveLength(1);
		for (const spec of ['./pass-tab', '$lib/games/nhie/engine/game', '$lib/games/nhie/lobby/game'])
			expect(await restricted(state, `export * from '${spec}';\n`), spec).toEqual([]);
		const engine = 'src/lib/games/pirate/engine/probe.ts';
		expect(await restricted(engine, "export * from '../../../engines/kit/prng';\n")).toHaveLength(1);
		expect(await restricted(engine, "export * from '$lib/engines/kit/prng';\n")).toEqual([]);
		// data outside src is no layer
		expect(
			await restricted(engine, "export * from '../../../../../question-packs/pirate/en.json';\n")
		).toEqual([]);
	});

	it("keeps a game's engine pure, as a shared engine (no Svelte, storage, network, clock or chance)", async () => {
		const engine = 'src/lib/games/mole/engine/probe.ts';
		for (const spec of [
			'svelte/store',
			'dexie',
			'peerjs',
			'$lib/games/mole/state/host.svelte',
			'$lib/llm/offline'
		])
			expect((await restricted(engine, `export * from '${spec}';\n`)).length, spec).toBeGreaterThan(0);
		const chance = 'export const x = Math.random() + Date.now();\n';
		expect(await restricted(engine, chance, 'no-restricted-properties')).toHaveLength(2);
		expect(await restricted('src/lib/games/mole/lobby/probe.ts', chance, 'no-restricted-properties')).toEqual(
			[]
		);
		expect(await restricted(engine, 'export const x = window;\n', 'no-restricted-globals')).toHaveLength(1);
	});
});
