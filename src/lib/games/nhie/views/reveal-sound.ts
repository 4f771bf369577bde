/**
 * The TV's optional reveal sound (docs/lobby.md "The big screen"): off by default, a short soft
 * chime when a round's result comes up. Web Audio only — no file to fetch; a browser without it is
 * silent.
 */
let ctx: AudioContext | null = null;

export const playRevealChime = (): void => {
	const Ctor = globalThis.AudioContext;
	if (!Ctor) return;
	ctx ??= new Ctor();
	const now = ctx.currentTime;
	for (const [i, freq] of [660, 880].entries()) {
		const osc = ctx.createOscillator();
		const gain = ctx.createGain();
		osc.frequency.value = freq;
		gain.gain.setValueAtTime(0.0001, now + i * 0.12);
		gain.gain.exponentialRampToValueAtTime(0.15, now + i * 0.12 + 0.02);
		gain.gain.exponentialRampToValueAtTime(0.0001, now + i * 0.12 + 0.3);
		osc.connect(gain).connect(ctx.destination);
		osc.start(now + i * 0.12);
		osc.stop(now + i * 0.12 + 0.32);
	}
};
