import { describe, expect, it } from 'vitest';
import { safeMessages } from './messages';

describe('Safe choices copy', () => {
	it('the check-in interval agrees with its number in Russian', () => {
		const ru = safeMessages('ru');
		const say = (n: number) => `${ru.checkInEvery(n)} ${n} ${ru.replies(n)}`;
		expect([2, 5, 21].map(say)).toEqual([
			'Оценка тренера каждые 2 ответа',
			'Оценка тренера каждые 5 ответов',
			'Оценка тренера каждый 21 ответ'
		]);
		expect(safeMessages('en').replies(3)).toBe('replies');
	});
});
