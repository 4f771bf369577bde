import { existsSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { GAME_OF_MODE, modeViewPath } from './game-folders';
import { modeEntry } from './registry';

const root = path.resolve(import.meta.dirname, '../../..');

/** A guest's page finds a mode's views by path (components/lobby/guest-views.ts): the path must exist. */
describe('the game folder of each lobby mode', () => {
	it("names, for every registered mode, a folder that holds the mode's GuestView", () => {
		for (const mode of Object.keys(GAME_OF_MODE)) {
			expect(modeEntry(mode), mode).not.toBeNull();
			const view = modeViewPath(mode, 'GuestView');
			expect(view, mode).not.toBeNull();
			expect(existsSync(path.join(root, view ?? '')), `${mode}: ${view}`).toBe(true);
		}
		expect(modeViewPath('table', 'ScreenView')).toBe(
			'/src/lib/games/session-zero-table/views/ScreenView.svelte'
		);
	});

	it('knows no folder for an unknown mode, nor for a name inherited from Object', () => {
		expect(modeViewPath('chess', 'GuestView')).toBeNull();
		expect(modeViewPath('toString', 'GuestView')).toBeNull();
	});
});
