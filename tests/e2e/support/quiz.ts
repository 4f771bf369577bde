import type { Page } from 'playwright-core';

/** Page model of the session-zero run. */
export const quiz = (page: Page) => ({
	question: () => page.getByTestId('quiz-question'),
	qid: () => page.getByTestId('quiz-question').getAttribute('data-qid'),
	progress: () => page.getByTestId('quiz-progress').innerText(),
	/**
	 * Answers the current question: the option `choices` names for it, else its first option (the
	 * slider's default, a checklist as it is).
	 */
	async answer(choices: Record<string, string> = {}) {
		const type = await page.getByTestId('quiz-question').getAttribute('data-type');
		const chosen = choices[(await this.qid()) ?? ''];
		const option = page.locator(`[data-testid=quiz-option][data-oid="${chosen}"]`);
		if (type === 'slider' || type === 'checklist') await page.getByTestId('quiz-next').click();
		else if (chosen && (await option.count())) await option.click();
		else await page.getByTestId('quiz-option').first().click();
	},
	/**
	 * On the proposal, "See my result" (or `button`): a step shows once it is saved, so this waits for
	 * the proposal to go before anything reads the screen again.
	 */
	async leavePropose(button: 'quiz-see-result' | 'quiz-keep' = 'quiz-see-result') {
		await page.getByTestId(button).click();
		await page.getByTestId('quiz-propose').waitFor({ state: 'detached' });
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
	/**
	 * From the result, "Adjust content limits": marks `marks` (topic → mark) on the checklist screens
	 * the flow shows, and goes on to the result again.
	 */
	async adjustLimits(marks: Record<string, 'fine' | 'veil' | 'line'>) {
		await page.getByTestId('quiz-adjust-safety').click();
		// the result stays until the step is saved: wait for the flow's first screen
		await page.getByTestId('quiz-question').waitFor();
		for (let i = 0; i < 8 && (await this.settle()) === 'question'; i++) {
			const before = await this.qid();
			for (const [topic, mark] of Object.entries(marks))
				if (await page.locator(`[data-testid=quiz-topic][data-topic=${topic}]`).count())
					await this.mark(topic, mark);
			await page.getByTestId('quiz-next').click();
			await page.waitForFunction(
				(x) =>
					document.querySelector('[data-testid=quiz-question]')?.getAttribute('data-qid') !== x ||
					!!document.querySelector('[data-testid=quiz-propose], [data-testid=quiz-result]'),
				before
			);
		}
		if ((await this.settle()) === 'propose') await this.leavePropose();
		await page.getByTestId('quiz-result').waitFor();
	},
	/** Answers until the result (`choices` as in `answer`); how many questions it answered. */
	async finish(choices: Record<string, string> = {}): Promise<number> {
		let answered = 0;
		for (let i = 0; i < 60; i++) {
			const where = await this.settle();
			if (where === 'result') return answered;
			if (where === 'propose') await this.leavePropose();
			else {
				const before = await this.qid();
				await this.answer(choices);
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

/** Answers (question id → option id) of a player who wants it grim, and one who wants it cosy. */
export const GRIM: Record<string, string> = {
	q_limits_gate: 'o_open',
	q_world_mood: 'o_bleak',
	q_villain_offer: 'o_deal',
	q_hero_type: 'o_broken',
	q_ending: 'o_bittersweet',
	q_scary: 'o_terror',
	q_tone_music: 'o_drone',
	q_villain_cruelty: 'o_very',
	q_unknown: 'o_dread',
	q_failure: 'o_cost',
	q_magic: 'o_costly',
	q_table_laughs: 'o_breaks'
};
export const COSY: Record<string, string> = {
	q_limits_gate: 'o_open',
	q_world_mood: 'o_sunny',
	q_villain_offer: 'o_refuse',
	q_hero_type: 'o_paladin',
	q_ending: 'o_triumph',
	q_scary: 'o_none',
	q_tone_music: 'o_folk',
	q_villain_cruelty: 'o_cartoon',
	q_failure: 'o_soft',
	q_magic: 'o_wondrous',
	q_table_laughs: 'o_love',
	q_death_weight: 'o_rare'
};
