import type { SimLlmConfig } from '$lib/sim/types';
import { createHttpClient } from './http';
import { offlineClient } from './offline';
import { presetForUrl } from './presets';
import type { LlmClient } from './types';

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
