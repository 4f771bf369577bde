import { describe, expect, it } from 'vitest';
import { locale } from '$lib/i18n/locale.svelte';
import { loadRejectionText } from './guest-views';

describe('loadRejectionText (a mode explains a refused move)', () => {
	it('finds each lobby mode by convention and says its engine reasons in the UI language', async () => {
		locale.current = 'en';
		const mole = await loadRejectionText('mole');
		expect(mole?.('crew_cannot_sabotage')).toBe('Only moles can sabotage.');
		const nhie = await loadRejectionText('nhie');
		expect(nhie?.('already_answered')).toBe('You already answered this question.');
		locale.current = 'ru';
		expect(nhie?.('already_answered')).toBe('Вы уже ответили на этот вопрос.');
		locale.current = 'en';
	});

	it('an unknown reason or a mode without words gives null, so the generic notice shows', async () => {
		expect((await loadRejectionText('mole'))?.('no_such_reason')).toBeNull();
		expect(await loadRejectionText('no-such-mode')).toBeNull();
	});
});
