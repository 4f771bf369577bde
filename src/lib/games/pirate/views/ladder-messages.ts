import { defineMessages } from '$lib/i18n/messages';

/**
 * A sentence with captains' names in it: the names are in the pirate's language, so the view marks
 * each with its `lang` (`{ name }` parts) inside the UI's sentence.
 */
export type Part = string | { name: string };

/** The ladder of captains on the start page and after a win (docs/pirate.md "The ladder"). */
const en = {
	title: 'The ladder of captains',
	hint: 'Beat a captain to unlock the next one. Each has his own doubts and his own words of surrender.',
	needs: (difficulty: string, n: number) => `${difficulty} · needs ${n} merit`,
	beaten: 'Beaten',
	open: 'Open',
	locked: (name: string): Part[] => ['Locked: beat ', { name }, ' to unlock'],
	unlocked: (next: string): Part[] => ['Unlocked: ', { name: next }],
	top: 'The whole ladder is climbed',
	dropped:
		'Your ladder progress on this device could not be read, so it starts again from the first captain.',
	notSaved: 'This win could not be saved on this device: the next captain stays locked after a reload.'
};
type Catalogue = typeof en;

const ru: Catalogue = {
	title: 'Лестница капитанов',
	hint: 'Победите капитана, чтобы открыть следующего. У каждого свои сомнения и свои слова, которыми он сдаётся.',
	needs: (difficulty, n) => `${difficulty} · нужно ${n} очков`,
	beaten: 'Побеждён',
	open: 'Открыт',
	locked: (name) => ['Закрыт. Откроется после победы над предыдущим соперником: ', { name }],
	unlocked: (next) => ['Открыт: ', { name: next }],
	top: 'Вся лестница пройдена',
	dropped:
		'Прогресс лестницы на этом устройстве не удалось прочитать, поэтому она начинается заново с первого капитана.',
	notSaved:
		'Эту победу не удалось сохранить на устройстве: после перезагрузки следующий капитан останется закрыт.'
};

export const ladderMessages = defineMessages({ en, ru });
