import type { Page } from 'playwright-core';

/** Page model of the session-zero run. */
export const quiz = (page: Page) => ({
	question: () => page.getByTestId('quiz-question'),
	qid: () => page.getByTestId('quiz-question').getAttribute('data-qid'),
	progress: () => page.getByTestId('quiz-progress').innerText(),
	/** Answers the current question with its first option (the slider's default, a checklist as it is). */
	async answer() {
		const type = await page.getByTestId('quiz-question').getAttribute('data-type');
		if (type === 'slider' || type === 'checklist') await page.getByTestId('quiz-next').click();
		else await page.getByTestId('quiz-option').first().click();
	},
	/** Waits until a question, the proposal or the result shows; returns which. */
	async settle(): Promise<'question' | 'propose' | 'result'> {
		await page.waitForSelector(
			'[data-testid=quiz-question], [data-testid=quiz-propose], [data-testid=quiz-result]'
		);
		if (await page.getByTestId('quiz-result').isVisible()) return 'result';
		if (await page.getByTestId('quiz-propose').isVisible()) return 'propose';
		return 'question';
	},
	/** Cycles a checklist topic's chip until it shows `mark` (fine → veil → line). */
	async mark(topic: string, mark: 'fine' | 'veil' | 'line') {
		const chip = page.locator(`[data-testid=quiz-topic][data-topic=${topic}]`);
		for (let i = 0; i < 3 && (await chip.getAttribute('data-mark')) !== mark; i++) await chip.click();
		if ((await chip.getAttribute('data-mark')) !== mark) throw new Error(`${topic} did not become ${mark}`);
	},
	async finish(): Promise<number> {
		let answered = 0;
		for (let i = 0; i < 60; i++) {
			const where = await this.settle();
			if (where === 'result') return answered;
			if (where === 'propose') await page.getByTestId('quiz-see-result').click();
			else {
				const before = await this.qid();
				await this.answer();
				answered++;
				await page.waitForFunction(
					(q) =>
						document.querySelector('[data-testid=quiz-question]')?.getAttribute('data-qid') !== q ||
						!!document.querySelector('[data-testid=quiz-propose], [data-testid=quiz-result]'),
					before
				);
			}
		}
		throw new Error('run did not finish');
	}
});
