/**
 * Attachment for the next thing to do when a phase changes (the new question's first answer, "Next
 * question"): focus goes there only when it was lost, i.e. the button the player used went away with
 * the previous phase and focus fell back to the page. It never takes focus from where a player is.
 */
export const focusIfLost = (node: HTMLElement): void => {
	const active = document.activeElement;
	if (!active || active === document.body) node.focus();
};
