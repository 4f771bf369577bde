import { LlmErrorCodes, type LlmErrorCode } from '$lib/llm/types';
import {
	classifyWebLlmError,
	detectWebGpu,
	deviceMemoryGB,
	loadWebLlmEngine,
	type WebGpuSupport
} from '$lib/llm/webllm';
import { modelsForDevice, type WebLlmModel } from '$lib/llm/webllm-models';

/**
 * The on-device part of the settings (llm.md "webllm"): WebGPU detection (no web-llm needed), then,
 * once the user picks "On this device", the model list with download / cancel / delete and storage use.
 * web-llm itself (in its worker) is started only by `refreshCached`, `download` and `remove`.
 */
export type DownloadState = { modelId: string; progress: number; text: string };
export type StorageState = { usage: number; quota: number; persisted: boolean };

class LlmDeviceManager {
	gpu = $state<WebGpuSupport | null>(null);
	cached = $state<Record<string, boolean>>({});
	download = $state<DownloadState | null>(null);
	error = $state<LlmErrorCode | null>(null);
	storage = $state<StorageState | null>(null);
	#ctrl: AbortController | null = null;

	get models(): WebLlmModel[] {
		const gpu = this.gpu;
		return gpu?.available ? modelsForDevice(gpu.f16, deviceMemoryGB(), gpu.maxStorageBufferBindingSize) : [];
	}

	async detect(): Promise<void> {
		if (this.gpu) return;
		this.gpu = await detectWebGpu();
	}

	async refreshStorage(): Promise<void> {
		const s = globalThis.navigator?.storage;
		if (!s?.estimate) return;
		const [est, persisted] = await Promise.all([s.estimate(), s.persisted?.() ?? Promise.resolve(false)]);
		this.storage = { usage: est.usage ?? 0, quota: est.quota ?? 0, persisted };
	}

	async refreshCached(): Promise<void> {
		if (!this.gpu?.available) return;
		try {
			const engine = await loadWebLlmEngine();
			const entries = await Promise.all(
				this.models.map(async (m) => [m.id, await engine.isModelCached(m.id)] as const)
			);
			this.cached = Object.fromEntries(entries);
		} catch (e) {
			this.error = classifyWebLlmError(e);
		}
	}

	async startDownload(modelId: string): Promise<boolean> {
		this.cancelDownload();
		const ctrl = new AbortController();
		this.#ctrl = ctrl;
		this.error = null;
		this.download = { modelId, progress: 0, text: '' };
		try {
			// Ask the browser not to evict a model that took minutes to download.
			await globalThis.navigator?.storage?.persist?.().catch(() => false);
			const engine = await loadWebLlmEngine();
			await engine.ensureLoaded(
				modelId,
				(p) => {
					if (this.#ctrl === ctrl) this.download = { modelId, progress: p.progress, text: p.text };
				},
				ctrl.signal
			);
			this.cached = { ...this.cached, [modelId]: true };
			return true;
		} catch (e) {
			if (!ctrl.signal.aborted) this.error = classifyWebLlmError(e);
			return false;
		} finally {
			if (this.#ctrl === ctrl) {
				this.#ctrl = null;
				this.download = null;
			}
			void this.refreshStorage();
		}
	}

	cancelDownload(): void {
		if (!this.#ctrl) return;
		this.#ctrl.abort();
		this.#ctrl = null;
		this.download = null;
		this.error = LlmErrorCodes.aborted;
	}

	async remove(modelId: string): Promise<void> {
		try {
			const engine = await loadWebLlmEngine();
			await engine.deleteModel(modelId);
			this.cached = { ...this.cached, [modelId]: false };
		} catch (e) {
			this.error = classifyWebLlmError(e);
		}
		await this.refreshStorage();
	}
}

export const llmDevice = new LlmDeviceManager();
