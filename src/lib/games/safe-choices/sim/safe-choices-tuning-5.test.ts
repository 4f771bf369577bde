import { describePlaySet } from './testing/play-sets';

/**
 * The fifth play set (src/lib/games/safe-choices/engine/testing/play-tuning-5, README there): written,
 * labelled and committed by someone else before anything ran on it, measured once as the held-out set
 * (29/44, a disclosure at home that did not stop and two false stops), then its misses were read to
 * write act-corpus lines — so it is tuning data now, a regression check, not an estimate (the estimate
 * is a fresh held-out set's, docs/safe-choices.md "Two scorers, one result shape").
 */
/**
 * Tuned (act features that read personal details by shape; act-corpus lines by kind — disclosures at
 * home, naming grooming as recognition, leaving with an excuse, help from a sister or the school
 * psychologist; a guard rule for a household adult coming into the teen's room — README there):
 * en 21/22, ru 22/22. The miss left, en5-med-mum-then-secret, reads high: its no fears mum's anger
 * rather than turning to her, which play-tuning-4 labelled high (docs/safe-choices.md "Two scorers").
 * Its Russian twin, ru5-med-translit-mum-then-secret, was read medium only because the model read
 * neither turn; since `teen-harm-kinds.jsonl` (yeses to a secret) it reads the yes and the pair reads
 * high like the English one: ru 21/22.
 */
/**
 * Retrained on the act corpus with three rounds of written-27 lines, the third to fifth act held-out
 * sets (retired), 16 weight levels and a stable order (docs/acts.md "The model file"): en 21/22,
 * ru 22/22.
 */
/**
 * Retrained a file per language (docs/acts.md "The model file") on the act corpus with the written-28
 * rounds, the sixth and seventh act held-out sets (retired) and set 12's misread lines: en 21/22,
 * ru 22/22.
 */
/**
 * Retrained with the written-29 and written-30 rounds and the eighth and ninth act held-out sets
 * retired (docs/acts.md "The corpus"): en 21/22, ru 21/22.
 */
const FLOOR = { en: 21, ru: 21 };

describePlaySet('play tuning transcripts, set 5 (once held out, now tuned on)', 'play-tuning-5', FLOOR);
