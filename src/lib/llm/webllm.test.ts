import { describe, expect, it } from 'vitest';
import { prebuiltAppConfig } from '@mlc-ai/web-llm';
import { classifyWebLlmError, detectWebGpu } from './webllm';
import { modelsForDevice, WEBLLM_MODELS } from './webllm-models';

const nav = (gpu: unknown) => ({ gpu }) as unknown as Navigator;
const adapter = (features: string[], limits?: Record<string, number>) => ({
	features: new Set(features),
	...(limits ? { limits } : {})
});
const MB = 1 << 20;

describe('detectWebGpu', () => {
	it('says no WebGPU when navigator.gpu is missing (headless Chromium)', async () => {
		expect(await detectWebGpu(nav(undefined))).toEqual({ available: false, reason: 'no_webgpu' });
	});
	it('says no adapter when the browser has none', async () => {
		expect(await detectWebGpu(nav({ requestAdapter: async () => null }))).toEqual({
			available: false,
			reason: 'no_adapter'
		});
	});
	it('reports shader-f16', async () => {
		const with16 = nav({ requestAdapter: async () => adapter(['shader-f16']) });
		const without = nav({ requestAdapter: async () => adapter([]) });
		expect(await detectWebGpu(with16)).toEqual({ available: true, f16: true });
		expect(await detectWebGpu(without)).toEqual({ available: true, f16: false });
	});
	it('reads the storage-buffer binding, and says "limits" below what web-llm starts with', async () => {
		const roomy = { maxStorageBufferBindingSize: 1024 * MB, maxBufferSize: 2048 * MB };
		expect(await detectWebGpu(nav({ requestAdapter: async () => adapter([], roomy) }))).toEqual({
			available: true,
			f16: false,
			maxStorageBufferBindingSize: 1024 * MB
		});
		const tiny = { maxStorageBufferBindingSize: 64 * MB, maxBufferSize: 2048 * MB };
		expect(await detectWebGpu(nav({ requestAdapter: async () => adapter([], tiny) }))).toEqual({
			available: false,
			reason: 'limits'
		});
		const smallBuffers = { maxStorageBufferBindingSize: 1024 * MB, maxBufferSize: 128 * MB };
		expect(await detectWebGpu(nav({ requestAdapter: async () => adapter([], smallBuffers) }))).toEqual({
			available: false,
			reason: 'limits'
		});
	});
	it('turns a throwing requestAdapter into "error"', async () => {
		const bad = nav({ requestAdapter: () => Promise.reject(new Error('boom')) });
		expect(await detectWebGpu(bad)).toEqual({ available: false, reason: 'error' });
	});
});

describe('on-device model list', () => {
	it("matches web-llm's prebuilt config (ids exist, VRAM within 1 MB)", () => {
		for (const m of WEBLLM_MODELS) {
			const record = prebuiltAppConfig.model_list.find((r) => r.model_id === m.id);
			expect(record, m.id).toBeDefined();
			expect(Math.abs((record?.vram_required_MB ?? 0) - m.vramMB)).toBeLessThan(1);
			expect(m.id.includes('q4f16')).toBe(m.f16);
			// a size web-llm names is kept here; a low-resource build binds web-llm's 128 MB
			expect(m.bufferBytes).toBe(record?.buffer_size_required_bytes);
			if (m.bufferBytes === undefined) expect(record?.low_resource_required).toBe(true);
		}
	});
	it('offers q4f32 builds only when there is no shader-f16', () => {
		expect(modelsForDevice(false).every((m) => m.id.includes('q4f32'))).toBe(true);
		expect(modelsForDevice(true).every((m) => m.id.includes('q4f16'))).toBe(true);
		expect(modelsForDevice(false).length).toBeGreaterThan(0);
	});
	it('offers only models whose buffers this GPU can bind', () => {
		expect(modelsForDevice(true, undefined, 128 * MB)).toHaveLength(modelsForDevice(true).length);
		expect(modelsForDevice(true, undefined, 100 * MB)).toEqual([]);
	});
	it('keeps within half the device memory when the browser tells it', () => {
		const small = modelsForDevice(true, 1);
		expect(small.every((m) => m.vramMB <= 512)).toBe(true);
		expect(small.map((m) => m.id)).toContain('SmolLM2-360M-Instruct-q4f16_1-MLC');
		expect(modelsForDevice(true, 8)).toHaveLength(modelsForDevice(true).length);
	});
});

describe('classifyWebLlmError', () => {
	it('maps web-llm failures to what a user can act on', () => {
		expect(classifyWebLlmError(new Error('GPUDeviceLostInfo: device was lost'))).toBe('device_lost');
		expect(classifyWebLlmError(new DOMException('Quota exceeded', 'QuotaExceededError'))).toBe(
			'quota_exceeded'
		);
		expect(classifyWebLlmError(new Error('Cannot find adapter that matches the request'))).toBe('no_webgpu');
		expect(classifyWebLlmError(new Error('Failed to fetch'))).toBe('network');
		// a cached shard or manifest that no longer reads: delete and download again
		expect(classifyWebLlmError(new Error('Cannot read params_shard_3.bin from the cache'))).toBe(
			'model_corrupt'
		);
		expect(classifyWebLlmError(new SyntaxError('Unexpected end of JSON input'))).toBe('model_corrupt');
	});
});
