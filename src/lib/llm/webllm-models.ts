/**
 * On-device models offered (llm.md "webllm"). VRAM is web-llm's `vram_required_MB` from its prebuilt
 * config (a unit test keeps these in step with the installed package); download sizes are the
 * approximate weight + library size from the model repositories. q4f16 builds need `shader-f16`;
 * without it only the q4f32 builds are offered.
 */
export type WebLlmModel = {
	id: string;
	label: string;
	vramMB: number;
	downloadMB: number;
	f16: boolean;
	/**
	 * The storage-buffer binding the model needs: web-llm's `buffer_size_required_bytes` where its
	 * config gives one, else the 128 MB its low-resource builds run with (every model here is one).
	 */
	bufferBytes?: number;
};

/** What a low-resource build binds when its record names no size (web-llm's fallback). */
export const LOW_RESOURCE_BUFFER_BYTES = 1 << 27;

export const WEBLLM_MODELS: readonly WebLlmModel[] = [
	{ id: 'SmolLM2-360M-Instruct-q4f16_1-MLC', label: 'SmolLM2 360M', vramMB: 376, downloadMB: 210, f16: true },
	{
		id: 'SmolLM2-360M-Instruct-q4f32_1-MLC',
		label: 'SmolLM2 360M',
		vramMB: 580,
		downloadMB: 270,
		f16: false
	},
	{ id: 'Qwen2.5-0.5B-Instruct-q4f16_1-MLC', label: 'Qwen2.5 0.5B', vramMB: 945, downloadMB: 280, f16: true },
	{
		id: 'Qwen2.5-0.5B-Instruct-q4f32_1-MLC',
		label: 'Qwen2.5 0.5B',
		vramMB: 1060,
		downloadMB: 300,
		f16: false
	},
	{ id: 'Llama-3.2-1B-Instruct-q4f16_1-MLC', label: 'Llama 3.2 1B', vramMB: 879, downloadMB: 700, f16: true },
	{
		id: 'Llama-3.2-1B-Instruct-q4f32_1-MLC',
		label: 'Llama 3.2 1B',
		vramMB: 1129,
		downloadMB: 720,
		f16: false
	},
	{
		id: 'Qwen2.5-1.5B-Instruct-q4f16_1-MLC',
		label: 'Qwen2.5 1.5B',
		vramMB: 1630,
		downloadMB: 880,
		f16: true
	},
	{
		id: 'Qwen2.5-1.5B-Instruct-q4f32_1-MLC',
		label: 'Qwen2.5 1.5B',
		vramMB: 1889,
		downloadMB: 900,
		f16: false
	}
];

/**
 * The models a device can run: its shader precision, (when the browser tells) a memory budget, and
 * the GPU's largest storage-buffer binding. `deviceMemoryGB` is navigator.deviceMemory (capped at 8 by
 * browsers); half of it is the budget.
 */
export const modelsForDevice = (
	f16: boolean,
	deviceMemoryGB?: number,
	maxStorageBufferBindingSize?: number
): WebLlmModel[] =>
	WEBLLM_MODELS.filter((m) => m.f16 === f16)
		.filter((m) => deviceMemoryGB === undefined || m.vramMB <= (deviceMemoryGB * 1024) / 2)
		.filter(
			(m) =>
				maxStorageBufferBindingSize === undefined ||
				(m.bufferBytes ?? LOW_RESOURCE_BUFFER_BYTES) <= maxStorageBufferBindingSize
		);

export const formatMB = (mb: number, lang: string): string => {
	const gb = mb >= 1000;
	const n = gb ? (mb / 1024).toFixed(1) : String(Math.round(mb));
	const unit = lang === 'ru' ? (gb ? 'ГБ' : 'МБ') : gb ? 'GB' : 'MB';
	return `${lang === 'ru' ? n.replace('.', ',') : n} ${unit}`;
};
