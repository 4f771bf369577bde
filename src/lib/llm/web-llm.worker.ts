/// <reference lib="webworker" />
import {
	CreateMLCEngine,
	deleteModelAllInfoInCache,
	hasModelInCache,
	prebuiltAppConfig
} from '@mlc-ai/web-llm';
import { createWorkerHost } from './web-llm-host';

/**
 * llm.md "webllm": the on-device engine runs in this Web Worker so generation never blocks the page.
 * It is the only module that imports web-llm (the page speaks web-llm-protocol.ts to it), so the
 * library is downloaded once. The Cache API and IndexedDB that hold the weights work in workers.
 */
declare const self: DedicatedWorkerGlobalScope;

const onRequest = createWorkerHost(
	{
		createEngine: (modelId, onProgress) =>
			CreateMLCEngine(modelId, {
				appConfig: prebuiltAppConfig,
				initProgressCallback: (r) => onProgress({ progress: r.progress, text: r.text })
			}),
		hasModelInCache: (modelId) => hasModelInCache(modelId, prebuiltAppConfig),
		deleteModel: (modelId) => deleteModelAllInfoInCache(modelId, prebuiltAppConfig)
	},
	(reply) => self.postMessage(reply)
);

self.onmessage = (ev: MessageEvent) => void onRequest(ev.data);
