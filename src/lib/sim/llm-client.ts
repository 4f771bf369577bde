import type { SimLlmConfig } from './types';
import { createHttpClient } from '$lib/llm/http';
import { offlineClient } from '$lib/llm/offline';
import { presetForUrl } from '$lib/llm/presets';
import type { LlmClient } from '$lib/llm/types';

/** sim.md: a scenario's `llm` field uses the http provider; no field means offline. */
export const createSimLlm = (cfg: SimLlmConfig | null | undefined): LlmClient =>
	cfg
		? createHttpClient({
				baseUrl: cfg.baseUrl,
				model: cfg.model,
				apiKey: cfg.apiKey,
				preset: presetForUrl(cfg.baseUrl)
			})
		: offlineClient;
