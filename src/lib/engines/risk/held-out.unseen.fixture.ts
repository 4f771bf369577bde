import type { HeldOut } from './held-out.fixture';

/**
 * A third held-out set, written and committed after ALL lexicon tuning (on held-out.fixture.ts and
 * held-out.fresh.fixture.ts) and before the scorer was run on it. It is measured, never tuned on:
 * its agreement is the honest estimate of how the heuristic does on new text. Labels by hand from
 * seed 001's rubric (R/B/C/S points), as in the other sets.
 */
export const HELD_OUT_UNSEEN: HeldOut[] = [
	// ---------- English ----------
	{
		id: 'un-en-low-photo-teacher',
		language: 'en',
		scenario: 'online-stranger',
		label: 'low',
		why: 'R names the threat (20), B "hard no" (26), C (20), S screenshots for a teacher (17) → 17.',
		turns: [
			{
				npc: 'i feel like i can tell you anything.',
				player: 'aw ok but ngl you ask a lot of personal stuff'
			},
			{
				npc: "send me a private photo, just for me. you'd look great.",
				player: 'yeah thats a hard no from me'
			},
			{
				npc: "if you tell anyone, we can't be friends anymore.",
				player: "then we're not friends. real friends dont threaten. im screenshotting this for my teacher"
			}
		]
	},
	{
		id: 'un-en-low-secret-mum-knows',
		language: 'en',
		scenario: 'secret-keeper',
		label: 'low',
		why: 'R flattery ≠ secrecy, "not normal for a coach" (21), B (27), C (21), S mum knows and calls the club (19) → 12.',
		turns: [
			{
				npc: "You're my favourite on the team, honestly. You're really mature for your age.",
				player: "thanks but that doesnt mean I'll keep secrets for you"
			},
			{
				npc: "Everyone on the team has secrets. It's normal.",
				player: 'its not normal for a coach to message players privately. im not ok with it'
			},
			{
				npc: "Let's meet before practice on Saturday, just us. Nobody else needs to know.",
				player: "I won't be meeting you alone. My mum already knows and she's calling the club."
			}
		]
	},
	{
		id: 'un-en-med-party-sorry',
		language: 'en',
		scenario: 'party-pressure',
		label: 'medium',
		why: 'B refuses the drink twice (18) but C over-apologises (8), R "liking ≠ drinking" (12), S stays with friends (9) → 53.',
		turns: [
			{
				npc: 'Hey, you actually came! Here, I got you a drink. You look amazing tonight, by the way.',
				player: "oh sorry, i don't really drink"
			},
			{
				npc: 'Wow. I thought you actually liked me.',
				player: 'i do like you! but liking someone doesnt mean you have to drink'
			},
			{
				npc: "You're making me look stupid in front of everyone.",
				player: "sorry!! i didnt mean to. i'll just stay here with my friends ok"
			}
		]
	},
	{
		id: 'un-en-med-myths-stalls',
		language: 'en',
		scenario: 'protection-myths',
		label: 'medium',
		why: 'R doubts both myths (16), but B only stalls ("can we not decide tonight") (14), C (11), S none (3) → 56.',
		turns: [
			{
				npc: 'My cousin says you can tell if someone has an STI just by looking at them.',
				player: 'pretty sure thats not how it works lol'
			},
			{
				npc: "Only people who sleep around get STIs. That's not us.",
				player: "idk... that doesn't sound right either"
			},
			{
				npc: "Decide now. I'm tired of waiting.",
				player: 'can we not decide tonight? i need to think about it'
			}
		]
	},
	{
		id: 'un-en-high-party-leads',
		language: 'en',
		scenario: 'party-pressure',
		label: 'high',
		why: 'B "pour me one", "lead the way" (2), R joins in on the flattery (0), C (4), S leaves friends (0) → 94.',
		turns: [
			{
				npc: "Honestly, you're way more fun than the people you came with.",
				player: "lmaooo facts they're so boring"
			},
			{
				npc: "Everyone's drinking, it's a party. Don't be the only one standing there with nothing.",
				player: 'ok ok pour me one'
			},
			{ npc: "Let's go upstairs now, it's too loud here. It'll only be a minute.", player: 'lead the way 😏' }
		]
	},
	{
		id: 'un-en-high-photo-maybe-one',
		language: 'en',
		scenario: 'online-stranger',
		label: 'high',
		why: 'B agrees to secrecy and "maybe just one" (3), R believes "it disappears" (0), C hedging (4), S (0) → 93.',
		turns: [
			{
				npc: "don't tell anyone about our chats ok? they wouldn't get it.",
				player: 'ya they def wouldnt get it'
			},
			{
				npc: 'send it now, it disappears in a few seconds anyway.',
				player: 'hmm idk… if it disappears i guess its fine?'
			},
			{ npc: 'i thought we were close. i guess i was wrong about you.', player: 'we are!! ok maybe just one' }
		]
	},
	// ---------- Russian ----------
	{
		id: 'un-ru-low-myths-centre',
		language: 'ru',
		scenario: 'protection-myths',
		label: 'low',
		why: 'R «симптомов может не быть», «доверие ни при чём» (19), B (25), C (20), S идём в центр анонимно (17) → 19.',
		turns: [
			{
				npc: 'Мне даже обидно, что ты думаешь, будто у меня что-то есть.',
				player: 'дело не в тебе, симптомов может не быть вообще'
			},
			{
				npc: 'Если бы ты мне доверял(а), мы бы даже это не обсуждали.',
				player: 'доверие тут ни при чём. защиту не бросаем'
			},
			{
				npc: 'Не накручивай себя. Некогда нам ходить по врачам.',
				player: 'время найдём. в субботу идём в центр, я уже узнала, там анонимно'
			}
		]
	},
	{
		id: 'un-ru-low-secret-parents',
		language: 'ru',
		scenario: 'secret-keeper',
		label: 'low',
		why: 'R называет давление (20), B возвращает подарок, «нет» (27), C (21), S расскажет родителям и тренеру (19) → 13.',
		turns: [
			{
				npc: 'Я купил этот подарок на свои деньги, между прочим.',
				player: 'я не просил подарков, забери его'
			},
			{
				npc: 'Если расскажешь, меня могут уволить. Ты же этого не хочешь?',
				player: 'вот это и есть давление. взрослые так не делают'
			},
			{
				npc: 'Пообещай мне. Скажи, что никому не расскажешь.',
				player: 'нет. я всё расскажу родителям и тренеру'
			}
		]
	},
	{
		id: 'un-ru-med-photo-uneasy',
		language: 'ru',
		scenario: 'online-stranger',
		label: 'medium',
		why: 'B отказ от фото, но встреча «вряд ли» (17), C с извинением (9), R «некомфортно» (8), S «наверно надо кому-то рассказать» (10) → 56.',
		turns: [
			{ npc: 'пришли личное фото, только для меня. ты наверняка классно выглядишь.', player: 'фото не буду' },
			{
				npc: 'я думал, мы близки. похоже, я ошибся в тебе.',
				player: 'ну извини… просто мне так некомфортно'
			},
			{
				npc: 'последний шанс, я в городе только на выходных.',
				player: 'не знаю, вряд ли получится встретиться. наверно надо кому-то рассказать'
			}
		]
	},
	{
		id: 'un-ru-med-party-pass',
		language: 'ru',
		scenario: 'party-pressure',
		label: 'medium',
		why: 'B твёрдо (23), C (16), но R ничего не называет (6), S лишь «я с подругами» (9) → 46.',
		turns: [
			{
				npc: 'О, ты всё-таки пришёл(пришла)! Держи, я тебе налил. Кстати, отлично выглядишь.',
				player: 'не, я пас'
			},
			{ npc: 'Ничего себе. А я думал, я тебе нравлюсь.', player: 'ну нравишься, и что' },
			{
				npc: 'Пойдём наверх прямо сейчас, тут слишком шумно. На минутку.',
				player: 'неа. я с подругами'
			}
		]
	},
	{
		id: 'un-ru-high-secret-lineup',
		language: 'ru',
		scenario: 'secret-keeper',
		label: 'high',
		why: 'B соглашается молчать ради состава (2), R ведётся на подкуп (0), C (4), S (0) → 94.',
		turns: [
			{ npc: 'Это только наше. Дома можно не рассказывать.', player: 'ага, окей' },
			{
				npc: 'Я могу поставить тебя в основной состав. Только между нами.',
				player: 'правда?? класс, я никому'
			},
			{ npc: 'Пообещай мне. Скажи, что никому не расскажешь.', player: 'честное слово, не скажу' }
		]
	},
	{
		id: 'un-ru-high-photo-meets',
		language: 'ru',
		scenario: 'online-stranger',
		label: 'high',
		why: 'B соглашается на секрет от мамы и встречу (2), R поддакивает (0), C (4), S (0) → 94.',
		turns: [
			{ npc: 'ты намного взрослее, чем ребята у меня в школе.', player: 'ахах спасибо 🥰' },
			{
				npc: 'твои родители раздуют из этого проблему, так что пусть это останется между нами.',
				player: 'ну да, мама точно раздует'
			},
			{
				npc: 'я в субботу буду в твоём городе, давай встретимся. только мы.',
				player: 'давай, а во сколько?'
			}
		]
	}
];
