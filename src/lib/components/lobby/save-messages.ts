import { defineMessages } from '$lib/i18n/messages';

/** What the host reads when this device could not save the lobby (docs/lobby.md "Host durability") or resume it. */
export const saveMessages = defineMessages({
	en: {
		failed: (quota: boolean) =>
			quota
				? 'This phone’s storage is full, so the last move was not saved. The game waits on the previous step.'
				: 'The last move could not be saved on this phone. The game waits on the previous step.',
		retry: 'Retry',
		continueUnsaved: 'Continue without saving',
		unsaved: 'Not saving: if this page reloads, the game is lost.',
		startFailed: 'The game could not start. Try again.',
		setAside: (code: string) =>
			`The saved lobby ${code} is damaged and was set aside. Create a new lobby to play.`
	},
	ru: {
		failed: (quota: boolean) =>
			quota
				? 'Память телефона заполнена, последний ход не сохранён. Игра ждёт на предыдущем шаге.'
				: 'Последний ход не удалось сохранить на этом телефоне. Игра ждёт на предыдущем шаге.',
		retry: 'Повторить',
		continueUnsaved: 'Продолжить без сохранения',
		unsaved: 'Игра не сохраняется: если страница перезагрузится, она пропадёт.',
		startFailed: 'Не удалось начать игру. Попробуйте ещё раз.',
		setAside: (code: string) =>
			`Сохранённая комната ${code} повреждена и отложена. Создайте новую комнату, чтобы играть.`
	}
});
