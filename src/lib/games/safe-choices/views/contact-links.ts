/**
 * A resource's contact as tappable parts (safe-choices.md: help resources at hand): phone numbers become
 * `tel:` links, bare web addresses `https:` links and a text line ("Text HOME to 741741", "Text 50101")
 * an `sms:` link with its keyword written in; words ("a trusted adult") stay text. Parts are split on " · " and " / " as the scenario packs write them.
 */
export type ContactPart = { text: string; href: string | null };

const PHONE = /^\+?\d[\d -]*\d/;
const SITE = /^[\p{L}\d-]+(\.[\p{L}\d-]+)+(\/\S*)?$/u;

// "Text HOME to 741741": the number to text, and the word to send
const SMS = /^text (?:([\p{L}\d]+) to )?(\d{3,6})$/iu;

const linkFor = (part: string): string | null => {
	const sms = part.match(SMS);
	// `?&body=` is read by both iOS and Android messaging apps
	if (sms) return `sms:${sms[2]}${sms[1] ? `?&body=${encodeURIComponent(sms[1])}` : ''}`;
	const site = part.match(SITE);
	if (site && /\p{L}/u.test(part.split('/')[0].split('.').pop() ?? '')) return `https://${part}`;
	const phone = part.match(PHONE);
	// a number, optionally followed by a note in brackets: "999 (UK)"
	if (phone && /^\s*(\(.*\))?$/.test(part.slice(phone[0].length)))
		return `tel:${phone[0].replace(/[ -]/g, '')}`;
	return null;
};

/** The contact split into parts in order, each with a link where it is a number or an address. */
export const contactParts = (contact: string): ContactPart[] =>
	contact
		.split(/\s+[·/]\s+/)
		.map((text) => text.trim())
		.filter(Boolean)
		.map((text) => ({ text, href: linkFor(text) }));
