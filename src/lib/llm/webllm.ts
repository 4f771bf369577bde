import { LlmError, LlmErrorCodes, type LlmClient, type LlmErrorCode } from './types';

/**
 * The on-device provider's light half (llm.md "webllm"): feature detection and a client whose
 * `complete` starts, through a dynamic import, the worker that alone holds web-llm (≈ 6 MB). Nothing
 * here imports `@mlc-ai/web-llm`, so the settings page can tell "not available" without loading it.
 */
export type WebGpuSupport =
	| { available: true; f16: boolean; maxStorageBufferBindingSize?: number }
	| { available: false; reason: 'no_webgpu' | 'no_adapter' | 'limits' | 'error' };

type GpuLimits = {
	maxStorageBufferBindingSize?: number;
	maxBufferSize?: number;
	maxComputeWorkgroupStorageSize?: number;
};
type GpuAdapterLike = { features: { has: (f: string) => boolean }; limits?: GpuLimits };

/**
 * The least web-llm starts its runtime with (its engine falls back to these and refuses below): a GPU
 * that cannot bind 128 MB of storage or allocate a 256 MB buffer runs none of the models, so the
 * picker says so instead of offering a download that fails at load.
 */
export const WEBLLM_MIN_LIMITS = {
	maxStorageBufferBindingSize: 1 << 27,
	maxBufferSize: 1 << 28,
	maxComputeWorkgroupStorageSize: 32 << 10
} as const;

const belowMinimum = (limits: GpuLimits | undefined): boolean =>
	(Object.keys(WEBLLM_MIN_LIMITS) as (keyof typeof WEBLLM_MIN_LIMITS)[]).some(
		(k) => limits?.[k] !== undefined && limits[k] < WEBLLM_MIN_LIMITS[k]
	);
type GpuLike = { requestAdapter: (o?: { powerPreference?: string }) => Promise<GpuAdapterLike | null> };

export const detectWebGpu = async (
	nav: Navigator | undefined = globalThis.navigator
): Promise<WebGpuSupport> => {
	const gpu = (nav as unknown as { gpu?: GpuLike } | undefined)?.gpu;
	if (!gpu) return { available: false, reason: 'no_webgpu' };
	try {
		const adapter = await gpu.requestAdapter({ powerPreference: 'high-performance' });
		if (!adapter) return { available: false, reason: 'no_adapter' };
		if (belowMinimum(adapter.limits)) return { available: false, reason: 'limits' };
		const binding = adapter.limits?.maxStorageBufferBindingSize;
		return {
			available: true,
			f16: adapter.features.has('shader-f16'),
			...(binding !== undefined ? { maxStorageBufferBindingSize: binding } : {})
		};
	} catch {
		return { available: false, reason: 'error' };
	}
};

export const deviceMemoryGB = (): number | undefined =>
	(globalThis.navigator as unknown as { deviceMemory?: number } | undefined)?.deviceMemory;

/** web-llm's errors are free text; these are the ones a user can act on. */
export const classifyWebLlmError = (e: unknown): LlmErrorCode => {
	if (e instanceof LlmError) return e.code;
	const text = e instanceof Error ? `${e.name} ${e.message}` : String(e);
	if (/device.{0,10}lost|DeviceLost|out of memory|OOM/i.test(text)) return LlmErrorCodes.deviceLost;
	// a cached shard or its manifest that no longer reads (a download cut short, storage evicted in part)
	if (
		/tensor.?cache|ndarray-cache|ArtifactCache|params_shard|corrupt|checksum|Unexpected end of JSON/i.test(
			text
		)
	)
		return LlmErrorCodes.modelCorrupt;
	if (/quota|QuotaExceeded|storage/i.test(text)) return LlmErrorCodes.quota;
	if (/webgpu|adapter|shader-f16/i.test(text)) return LlmErrorCodes.noWebGpu;
	if (/abort/i.test(text)) return LlmErrorCodes.aborted;
	if (/fetch|network|Failed to fetch/i.test(text)) return LlmErrorCodes.network;
	return LlmErrorCodes.server;
};

/** The engine chunk: loaded on demand, never part of the home page bundle. */
export const loadWebLlmEngine = () => import('./web-llm-engine');

export const createWebLlmClient = (modelId: string): LlmClient => ({
	provider: 'webllm',
	available: true,
	complete: async (req) => {
		const engine = await loadWebLlmEngine();
		// A game never starts a silent multi-hundred-MB download: the settings page does that.
		if (!(await engine.isModelCached(modelId)))
			throw new LlmError(LlmErrorCodes.notDownloaded, 'The on-device model is not downloaded.');
		try {
			await engine.ensureLoaded(modelId);
			return await engine.completeOnDevice(req);
		} catch (e) {
			const code = classifyWebLlmError(e);
			// A lost device leaves the engine unusable: the next call loads it afresh.
			if (code === LlmErrorCodes.deviceLost) engine.unload();
			throw new LlmError(code, e instanceof Error ? e.message : 'On-device model failed.');
		}
	}
});
