import { readLlmSettings } from '$lib/db/repos/llm-settings';
import type { LlmSettings } from '$lib/llm/settings';
import { createHttpClient } from '$lib/llm/http';
import { offlineClient } from '$lib/llm/offline';
import type { LlmClient } from '$lib/llm/types';
import { createWebLlmClient, detectWebGpu } from '$lib/llm/webllm';

/** The client for given settings: offline unless a provider is fully set up. */
export const clientFor = async (s: LlmSettings): Promise<LlmClient> => {
	if (s.provider === 'http' && s.baseUrl.trim() && s.model.trim())
		return createHttpClient({
			baseUrl: s.baseUrl,
			model: s.model,
			apiKey: s.apiKey || undefined,
			preset: s.preset
		});
	if (s.provider === 'webllm' && s.webllmModel) {
		const gpu = await detectWebGpu();
		if (gpu.available) return createWebLlmClient(s.webllmModel);
	}
	return offlineClient;
};

/**
 * What every mode calls to get the configured client (offline by default, llm.md); `model`
 * replaces the saved model on the same provider (the pirate's model per difficulty).
 */
export const getLlmClient = async (model?: string): Promise<LlmClient> => {
	try {
		const s = await readLlmSettings();
		if (!model) return await clientFor(s);
		return await clientFor(s.provider === 'webllm' ? { ...s, webllmModel: model } : { ...s, model });
	} catch {
		return offlineClient;
	}
};
