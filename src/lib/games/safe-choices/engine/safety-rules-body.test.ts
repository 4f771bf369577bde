import { describe, it } from 'vitest';
import { distress, each, harm, stops } from './testing/rule-reads';

/**
 * The guard rules for harm to the body (docs/safe-choices.md "Safeguarding"), without the act model:
 * self-harm and a beating with an object at home, each with look-alikes that must not stop the scene.
 * The lines are made up for these tests, none from a play set.
 */
describe('safety rules: self-harm and its look-alikes', () => {
	it('reads self-harm as distress, in en, ru and Latin-letter ru', () => {
		each(
			[
				'tbh i been scratching my arms again till they bleed',
				'i punch myself in the head when i mess up',
				'ive started burning my wrist with a hair clip',
				'i relapsed last night, 40 days gone',
				'been sh-ing since year 7, my sh scars are everywhere',
				'wear a hoodie in june so nobody sees the cuts',
				'снова порезалась вчера, никому не говори',
				'я царапаю себе руки ногтями пока не пойдет кровь',
				'прижгла руку сигаретой, мне было норм',
				'я делаю себе больно когда ссорятся родители',
				'шрамы на бедрах прячу под джинсами',
				'ya rezhu ruki kogda nikto ne vidit',
				'opyat prizhigala ruku zazhigalkoi',
				'ya tsarapayu sebe nogi do krovi'
			],
			true,
			distress
		);
	});

	it('does not read cooking, haircuts, candles or accidents as self-harm', () => {
		each(
			[
				'i burnt the toast again lol',
				'just cut my hair myself and it looks awful',
				'got a lighter for the candle in my room',
				'i burnt my arm on the oven making pancakes',
				'can u cut me a slice of that cake',
				'режу хлеб для бутербродов',
				'порезала лук руками, глаза слезятся',
				'сама себе подстригла челку',
				'у меня есть зажигалка для свечки',
				'kupila novuyu zazhigalku dlya svechei',
				'ya rezhu ovoshi dlya salata',
				'sh, dont tell ur mum'
			],
			false,
			stops
		);
	});
});

describe('safety rules: beatings with an object at home and their look-alikes', () => {
	it('reads a beating with a belt, a slipper or a cable as harm', () => {
		each(
			[
				'my stepdad gives me the belt if i come home late',
				'dad took his belt to me on saturday',
				'my mum whoops me with the wooden spoon',
				'he hit me with the phone charger cable',
				'got belt marks all down my back',
				'отчим снова достал ремень и избил меня',
				'мать лупит меня тапком за оценки',
				'батя выпорол за двойку, сидеть больно',
				'мамкин хахаль бил меня проводом',
				'otchim opyat vyporol menya',
				'papa bet menya remnem kogda zlitsya',
				'mat dostala remen, vsyu noch plakala, mne bolno',
				'мачеха проводом от утюга отлупила, на ногах полосы',
				'otchim menya remnem vchera izbil',
				"mamka kak vyp'et, tak provodom menya lupila, sinyaki ostalis",
				'tetya otlupila menya skakalkoi za dvoiku'
			],
			true,
			harm
		);
	});

	it('does not read a belt bought, a game or a win as a beating', () => {
		each(
			[
				'bought a leather belt for my dad',
				'my mum gave me a belt for christmas',
				'whoops me and my mates forgot the snacks',
				'she whooped me at mario kart 😭',
				'купила кожаный ремень на распродаже',
				'папа подарил мне ремень',
				'kupila remen v zare',
				'ремень безопасности пристегни',
				'провод от зарядки опять сломался',
				'shnurom ot naushnikov zaputalas lol'
			],
			false,
			stops
		);
	});
});
