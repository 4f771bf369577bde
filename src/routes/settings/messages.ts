import { defineMessages } from '$lib/i18n/messages';

export const settingsMessages = defineMessages({
	en: {
		title: 'Settings',
		general: 'General',
		language: 'Language',
		theme: 'Theme',
		themeSystem: 'Same as the device',
		themeLight: 'Light',
		themeDark: 'Dark'
	},
	ru: {
		title: 'Настройки',
		general: 'Общие',
		language: 'Язык',
		theme: 'Тема',
		themeSystem: 'Как на устройстве',
		themeLight: 'Светлая',
		themeDark: 'Тёмная'
	}
});
