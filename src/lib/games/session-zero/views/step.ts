/**
 * A step the user takes in a run (answer, Back, see the result…): `onStep` notes it, so focus moves
 * to what replaced the control (the run's `data-autofocus`). A double tap's second click (detail 2)
 * lands on whatever replaced the button: it does nothing.
 */
export const stepper =
	(onStep: () => void) =>
	<A extends unknown[]>(f: (...a: A) => unknown) =>
	(...a: A) => {
		if (a[0] instanceof MouseEvent && a[0].detail > 1) return;
		onStep();
		void f(...a);
	};
