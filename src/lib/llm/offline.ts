import { LlmError, LlmErrorCodes, type LlmClient } from './types';

/** The default provider: always there, never answers, so every caller takes its fallback. */
export const offlineClient: LlmClient = {
	provider: 'offline',
	available: false,
	complete: () => Promise.reject(new LlmError(LlmErrorCodes.noModel, 'No language model is set up.'))
};
