import { completeHttp, type HttpConfig } from './http';
import { LlmError, LlmErrorCodes, type LlmErrorCode } from './types';

/**
 * The settings page's "Test connection": one tiny chat completion with the form's values. A reply
 * of any kind (even cut off) proves the address, key and model work; failures keep their code so the
 * page can say in plain words what to fix (llm-messages.ts).
 */
export type ConnectionResult =
	| { ok: true; ms: number; reply: string }
	| { ok: false; code: LlmErrorCode; status?: number; detail?: string };

export const testConnection = async (cfg: HttpConfig, signal?: AbortSignal): Promise<ConnectionResult> => {
	try {
		const result = await completeHttp(cfg, {
			messages: [
				{ role: 'system', content: 'This is a connection test.' },
				{ role: 'user', content: 'Reply with the single word OK.' }
			],
			maxTokens: 16,
			temperature: 0,
			signal
		});
		return { ok: true, ms: result.ms, reply: result.text.trim().slice(0, 80) };
	} catch (e) {
		if (e instanceof LlmError) return { ok: false, code: e.code, status: e.status, detail: e.detail };
		return { ok: false, code: LlmErrorCodes.network };
	}
};
