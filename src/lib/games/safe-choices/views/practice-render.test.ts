import { render } from 'svelte/server';
import { afterEach, describe, expect, it } from 'vitest';
import type { Resource } from '$lib/games/safe-choices/engine';
import { locale } from '$lib/i18n/locale.svelte';
import RegionHelp from './RegionHelp.svelte';
import ReplyChips from './ReplyChips.svelte';

const res = (name: string, region: string): Resource => ({
	name,
	region,
	contact: '8-800-2000-122',
	kind: 'helpline',
	description: 'Бесплатно.'
});
const source = {
	resources: [res('Детский телефон доверия', 'RU'), res('Линия', 'KZ'), res('Взрослый', 'any')]
};
const view = (region: string | null) => ({
	source,
	region,
	regions: ['RU', 'KZ'],
	checked: '2026-12-05',
	onRegion: () => {}
});
const between = (body: string, testid: string) =>
	body.slice(body.indexOf(`data-testid="${testid}"`)).split('</div>')[0];

afterEach(() => {
	locale.current = 'en';
});

describe('RegionHelp (docs/safe-choices.md "Help by region")', () => {
	it('in Russian: the countries by name, the chosen one first, the others a tap away, the date checked', () => {
		locale.current = 'ru';
		const { body } = render(RegionHelp, { props: view('KZ') });
		expect(body).toContain('>Казахстан</option>');
		expect(body).toContain('>Россия</option>');
		expect(between(body, 'help-here')).toContain('Линия');
		expect(between(body, 'help-here')).not.toContain('Детский телефон доверия');
		expect(body).toMatch(/<details[^>]*data-testid="help-elsewhere"[\s\S]*Детский телефон доверия/);
		expect(body).toContain('Номера проверены: 5 декабря 2026 г.');
		expect(body).not.toContain('г..');
	});

	it('a country without help says so and keeps the country in the menu', () => {
		const { body } = render(RegionHelp, { props: view('FR') });
		expect(body).toContain('>France</option>');
		expect(body).toContain('We have no helpline for France yet.');
	});
});

describe('ReplyChips', () => {
	it('a labelled group of buttons with the hint; nothing when there are no replies', () => {
		locale.current = 'ru';
		const replies = [
			{ kind: 'firm' as const, text: 'Нет.' },
			{ kind: 'yes' as const, text: 'Ладно.' }
		];
		const { body } = render(ReplyChips, { props: { replies, onPick: () => {} } });
		expect(body).toMatch(/role="group" aria-labelledby="[^"]+" aria-describedby="[^"]+"/);
		expect(body).toContain('Варианты ответа');
		expect(body).toContain('Нажмите, чтобы отправить');
		expect(body.match(/<button type="button"/g)).toHaveLength(2);
		expect(render(ReplyChips, { props: { replies: [], onPick: () => {} } }).body).not.toContain('button');
	});
});
