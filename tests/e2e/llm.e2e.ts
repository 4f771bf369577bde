import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reply, startLlmTestServer, type LlmTestServer } from '../../src/lib/llm/testing/llm-server';
import { focusedTestId, launch, newPlayer, screenshot } from './support/browser';

/**
 * llm.md "Testing": headless Chromium has no WebGPU, so the settings say so without loading web-llm;
 * the test server on 127.0.0.1 (CORS open) as a Custom API passes "Test connection".
 */
let browser: Browser;
let llm: LlmTestServer;
beforeAll(async () => {
	browser = await launch();
	llm = await startLlmTestServer();
});
afterAll(async () => {
	await browser.close();
	await llm.close();
});

/** web-llm's code carries these strings whatever the minifier does to names. */
const WEBLLM_MARKERS = /mlc-chat-config\.json|WebWorkerMLCEngineHandler|webllm\/model/;

/** Every script the context loads (page and service worker), with whether it contains web-llm. */
const watchScripts = (context: BrowserContext) => {
	const seen: { url: string; webllm: boolean }[] = [];
	const pending: Promise<void>[] = [];
	context.on('response', (res) => {
		const url = res.url();
		if (!/\.m?js(\?|$)/.test(url)) return;
		pending.push(
			res
				.text()
				.then((body) => void seen.push({ url, webllm: WEBLLM_MARKERS.test(body) }))
				.catch(() => void seen.push({ url, webllm: /web-?llm/i.test(url) }))
		);
	});
	return { seen, settled: () => Promise.all(pending) };
};

const openSettings = async (page: Page) => {
	await page.goto('/settings');
	await expect.poll(() => page.getByTestId('llm-settings').isVisible(), { timeout: 15_000 }).toBe(true);
};

describe('LLM settings', () => {
	it('says the on-device model is unavailable without loading web-llm', async () => {
		// with its service worker: the precache must not take web-llm either
		const { page, context } = await newPlayer(browser, { serviceWorker: true });
		const scripts = watchScripts(context);
		await openSettings(page);
		await expect
			.poll(() => page.getByTestId('llm-webllm-status').innerText(), { timeout: 15_000 })
			.toContain('On-device model not available on this device');
		expect(await page.getByTestId('llm-provider-webllm').isDisabled()).toBe(true);
		expect(await page.getByTestId('llm-provider-offline').isChecked()).toBe(true);
		// the service worker has installed (its precache is done) and taken over, if it does
		await page.evaluate(async () => void (await navigator.serviceWorker.ready));
		await scripts.settled();
		expect(scripts.seen.length).toBeGreaterThan(0);
		expect(scripts.seen.filter((s) => s.webllm).map((s) => s.url)).toEqual([]);
		await screenshot(page, 'llm-settings-en');
		await context.close();
	});

	it('says it in Russian too', async () => {
		const { page, context } = await newPlayer(browser, { locale: 'ru-RU' });
		await openSettings(page);
		await expect
			.poll(() => page.getByTestId('llm-webllm-status').innerText(), { timeout: 15_000 })
			.toContain('Модель на устройстве здесь недоступна');
		await page.getByTestId('llm-provider-http').check();
		await page.getByTestId('llm-preset').selectOption('ollama');
		await page.getByTestId('llm-base-url').fill('http://127.0.0.1:9/v1');
		await page.getByTestId('llm-base-url').blur();
		await page.getByTestId('llm-test').click();
		// Nothing listens on port 9: a network failure, with Ollama's CORS fix spelled out.
		await expect
			.poll(() => page.getByTestId('llm-test-result').innerText(), { timeout: 15_000 })
			.toContain('OLLAMA_ORIGINS');
		// the test's button came back where "Testing…" was, with the focus
		await expect.poll(() => focusedTestId(page)).toBe('llm-test');
		await screenshot(page, 'llm-settings-ru');
		await context.close();
	});

	it('Test connection succeeds against the test server as a Custom API, and 401 says so', async () => {
		llm.reset();
		const { page, context } = await newPlayer(browser);
		const consoleLines: string[] = [];
		page.on('console', (msg) => consoleLines.push(msg.text()));
		await openSettings(page);
		await page.getByTestId('llm-provider-http').check();
		await page.getByTestId('llm-preset').selectOption('custom');
		await page.getByTestId('llm-base-url').fill(llm.baseUrl);
		await page.getByTestId('llm-model').fill('test-model');
		await page.getByTestId('llm-key').fill('sk-e2e-SECRET-key');
		await page.getByTestId('llm-key').blur();
		await page.getByTestId('llm-test').click();
		await expect
			.poll(() => page.getByTestId('llm-test-result').innerText(), { timeout: 15_000 })
			.toContain('Connected');
		const req = llm.requests.find((r) => r.path.endsWith('/chat/completions'));
		expect(req?.headers.authorization).toBe('Bearer sk-e2e-SECRET-key');
		expect(req?.body).toMatchObject({ model: 'test-model' });
		// Plain fetch: no SDK headers that some providers' CORS refuse.
		expect(Object.keys(req?.headers ?? {}).filter((h) => h.startsWith('x-stainless'))).toEqual([]);
		expect(await page.getByTestId('llm-now-using').innerText()).toContain('test-model');
		await page.getByTestId('llm-diagnostics').locator('summary').click();
		await screenshot(page, 'llm-settings-api-en');

		// The settings survive a reload (session scope, this device).
		await page.reload();
		await expect
			.poll(() => page.getByTestId('llm-base-url').inputValue(), { timeout: 15_000 })
			.toBe(llm.baseUrl);

		llm.requireKey('sk-the-right-key');
		await page.getByTestId('llm-test').click();
		await expect
			.poll(() => page.getByTestId('llm-test-result').innerText(), { timeout: 15_000 })
			.toContain('refused the key');
		await screenshot(page, 'llm-settings-401-en');
		// a game with the refused key goes on with the built-in rules, and says why, with the way out
		await page.goto('/pirate');
		await page.getByTestId('pirate-start').click();
		await page.getByTestId('pirate-input').fill('Captain, I am your old shipmate, share the gold with me!');
		await page.getByTestId('pirate-input').press('Enter');
		await expect
			.poll(() => page.getByTestId('llm-trouble').getAttribute('data-trouble'), { timeout: 30_000 })
			.toBe('key');
		expect(await page.getByTestId('llm-trouble-settings').getAttribute('href')).toBe('/settings');
		expect(consoleLines.join('\n')).not.toContain('SECRET');
		await context.close();
	});

	it('with WebGPU (faked) lists the models that fit, with size and memory', async () => {
		const { page, context } = await newPlayer(browser);
		// No GPU here: a stand-in adapter without shader-f16, so only q4f32 builds may be offered.
		await page.addInitScript(() => {
			Object.defineProperty(navigator, 'gpu', {
				value: { requestAdapter: async () => ({ features: new Set<string>() }) }
			});
		});
		await openSettings(page);
		await page.getByTestId('llm-provider-webllm').check({ timeout: 15_000 });
		await expect
			.poll(() => page.getByTestId('llm-device').innerText(), { timeout: 15_000 })
			.toContain('SmolLM2');
		const text = await page.getByTestId('llm-device').innerText();
		expect(text).toContain('q4f32');
		expect(text).not.toContain('q4f16');
		expect(text).toMatch(/needs 580 MB of graphics memory/);
		await screenshot(page, 'llm-settings-device-en');
		await context.close();
	});

	it('a lobby whose model never answers moves on after the 12 s deadline with a pool question', async () => {
		llm.reset();
		// The model takes every request and never replies (a stalled provider).
		llm.setDefault(reply.slow(600_000, '{"id":"never"}'));
		const host = await newPlayer(browser);
		await openSettings(host.page);
		await host.page.getByTestId('llm-provider-http').check();
		await host.page.getByTestId('llm-preset').selectOption('custom');
		await host.page.getByTestId('llm-base-url').fill(llm.baseUrl);
		await host.page.getByTestId('llm-model').fill('test-model');
		await host.page.getByTestId('llm-model').blur();
		// "Now using" names what is stored: the game opened next (a new page) reads the same
		await expect
			.poll(() => host.page.getByTestId('llm-now-using').innerText(), { timeout: 15_000 })
			.toContain('test-model');

		await host.page.goto('/nhie');
		await host.page.getByTestId('name-input').fill('Hostess');
		await host.page.getByTestId('create-lobby').click();
		await expect.poll(() => host.page.getByTestId('room-code').isVisible(), { timeout: 30_000 }).toBe(true);
		const code = await host.page.getByTestId('room-code').innerText();
		const guest = await newPlayer(browser);
		await guest.page.goto(`/join/${code}`);
		await guest.page.getByTestId('name-input').fill('Ana');
		await guest.page.getByTestId('join-button').click();
		await expect.poll(() => host.page.getByTestId('player-item').count(), { timeout: 30_000 }).toBe(2);
		await host.page.getByTestId('start-game').click();

		// The host asked the model to choose the question, and the model sits on it…
		const asked = () => llm.requests.filter((r) => r.path.endsWith('/chat/completions'));
		// the first request waits on the round's start, which a machine running two e2e files and their
		// browsers has been seen to delay past 30 s; the deadline below is what this test is about
		await expect.poll(() => asked().length, { timeout: 60_000 }).toBeGreaterThan(0);
		// …until the deadline: then the pool's question, on both phones, and the request is cut.
		const question = (p: typeof host.page) =>
			p
				.getByTestId('question-text')
				.innerText({ timeout: 500 })
				.catch(() => '');
		// (each read polled: a single quick read can come back empty on a loaded machine)
		let hostQuestion = '';
		await expect
			.poll(async () => (hostQuestion = await question(host.page)), { timeout: 40_000, interval: 250 })
			.toMatch(/^Never have I ever/);
		await expect.poll(() => question(guest.page), { timeout: 40_000, interval: 250 }).toBe(hostQuestion);
		await expect.poll(() => asked()[0].closedBeforeReply, { timeout: 10_000 }).toBe(true);
		await expect
			.poll(() => guest.page.getByTestId('answer-have').isEnabled(), { timeout: 10_000 })
			.toBe(true);
		await screenshot(host.page, 'nhie-stalled-model-fallback');
		llm.reset();
		await Promise.all([host, guest].map((p) => p.context.close()));
	}, 120_000);
});
