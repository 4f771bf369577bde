import type { RiskLanguage } from '../types';

/**
 * Lines that stop a scene, one or two per kind the curated rules are there for (taken from
 * safety-rules*.test.ts; docs/safe-choices.md "Safeguarding"), in English, Russian and Russian in
 * Latin letters: what the hostile-typing tests disguise.
 */
export const STOP_LINES: readonly { language: RiskLanguage; text: string }[] = [
	{ language: 'en', text: 'i want to die' },
	{ language: 'en', text: 'im scared of him' },
	{ language: 'en', text: 'i have noone to talk to about any of this' },
	{ language: 'en', text: 'my stepdad gets in my bed at night' },
	{ language: 'en', text: 'my old man smacks me when he gets home' },
	{ language: 'en', text: 'mums boyfriend slammed me into the door again' },
	{ language: 'en', text: 'i punch myself in the head when i mess up' },
	{ language: 'en', text: 'wear a hoodie in june so nobody sees the cuts' },
	{ language: 'en', text: 'my coach touches me and says its our secret' },
	{ language: 'ru', text: 'мне так хреново' },
	{ language: 'ru', text: 'я не справляюсь' },
	{ language: 'ru', text: 'отчим опять заходит ко мне ночью' },
	{ language: 'ru', text: 'меня отчим бьет ремнем' },
	{ language: 'ru', text: 'я больше не хочу жить' },
	{ language: 'ru', text: 'снова порезалась вчера, никому не говори' },
	{ language: 'ru', text: 'mne tak hrenovo, nikto ne znaet' },
	{ language: 'ru', text: 'otchim tolknul menya v dver vchera' },
	{ language: 'ru', text: 'ya rezhu ruki kogda nikto ne vidit' }
];
