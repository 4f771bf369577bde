import { describe, expect, it } from 'vitest';
import { readdirSync, readFileSync } from 'node:fs';
import { contactParts } from './contact-links';

describe('contactParts', () => {
	it('links a phone number and a web address written together', () => {
		expect(contactParts('0800 1111 · childline.org.uk')).toEqual([
			{ text: '0800 1111', href: 'tel:08001111' },
			{ text: 'childline.org.uk', href: 'https://childline.org.uk' }
		]);
	});

	it('keeps a region note after a number and splits on slashes', () => {
		expect(contactParts('112 / 999 (UK) / 911 (US, CA)').map((p) => p.href)).toEqual([
			'tel:112',
			'tel:999',
			'tel:911'
		]);
	});

	it('links a Cyrillic address and a dashed number', () => {
		expect(contactParts('твоя-территория.онлайн')[0].href).toBe('https://твоя-территория.онлайн');
		expect(contactParts('8-800-2000-122')[0].href).toBe('tel:88002000122');
	});

	it('makes a text line an sms: link with its word written in', () => {
		expect(contactParts('Text HOME to 741741')).toEqual([
			{ text: 'Text HOME to 741741', href: 'sms:741741?&body=HOME' }
		]);
		expect(contactParts('1-800-668-6868 · text CONNECT to 686868')[1].href).toBe('sms:686868?&body=CONNECT');
		expect(contactParts('Text 50101')[0].href).toBe('sms:50101');
	});

	it('leaves words as text, even with a number inside', () => {
		for (const text of [
			'A parent or carer, a teacher',
			'text your mum at 5',
			'Call 112 or go to the nearest police'
		])
			expect(contactParts(text)).toEqual([{ text, href: null }]);
	});

	it('links every contact in the shipped scenarios that is only a number or only an address', () => {
		const dir = 'question-packs/scenarios';
		for (const file of readdirSync(dir)) {
			const pack = JSON.parse(readFileSync(`${dir}/${file}`, 'utf8')) as {
				resources: { contact: string }[];
			};
			for (const { contact } of pack.resources)
				for (const part of contactParts(contact)) {
					const plain = /^[\d -]+$/.test(part.text) || /^[\p{L}\d.-]+\.[\p{L}]+$/u.test(part.text);
					if (plain) expect(part.href, `${file}: ${part.text}`).not.toBeNull();
					// the text shown is always the pack's own words
					expect(contact).toContain(part.text);
				}
		}
	});
});
