import { readFile } from 'node:fs/promises';
import { z } from 'zod';
import { SIM_ENGINE_NAMES, SIM_ENGINES, simEngineOf } from './registry';
import { SimInputError, type SimContext } from './types';

export const LlmFieldSchema = z.object({
	baseUrl: z.url(),
	model: z.string().min(1),
	apiKey: z.string().optional()
});

const HeaderSchema = z.looseObject({
	engine: z.enum(SIM_ENGINE_NAMES),
	llm: LlmFieldSchema.optional()
});

export type SimOutcome = { ok: true; output: unknown } | { ok: false; message: string };

/** Formats zod issues as `path: message` lines (sim.md: name the field and what was expected). */
export const formatIssues = (error: z.ZodError, prefix = ''): string =>
	error.issues
		.map((i) => {
			const path = [prefix, ...i.path.map(String)].filter(Boolean).join('.');
			return `${path || '(root)'}: ${i.message}`;
		})
		.join('\n');

const readJson = async (path: string, field?: string): Promise<unknown> => {
	const at = field ? `${field}: ` : '';
	let text: string;
	try {
		text = await readFile(path, 'utf8');
	} catch {
		throw new SimInputError(`${at}cannot read file "${path}"`);
	}
	try {
		return JSON.parse(text) as unknown;
	} catch (e) {
		throw new SimInputError(`${at}"${path}" is not valid JSON: ${(e as Error).message}`);
	}
};

/** Parses and runs one scenario given as JSON text. Never throws for bad input. */
export const runScenarioText = async (text: string): Promise<SimOutcome> => {
	let raw: unknown;
	try {
		raw = JSON.parse(text);
	} catch (e) {
		return { ok: false, message: `scenario is not valid JSON: ${(e as Error).message}` };
	}
	const header = HeaderSchema.safeParse(raw);
	if (!header.success) return { ok: false, message: formatIssues(header.error) };
	const name = simEngineOf(header.data.engine);
	const engine = (await SIM_ENGINES[name]()).default;
	// an alias runs as its game's engine (registry.ts SIM_ALIASES)
	const parsed = engine.schema.safeParse({ ...header.data, engine: name });
	if (!parsed.success) return { ok: false, message: formatIssues(parsed.error) };
	const ctx: SimContext = { readJson, llm: header.data.llm ?? null };
	try {
		return { ok: true, output: await engine.run(parsed.data as never, ctx) };
	} catch (e) {
		if (e instanceof SimInputError) return { ok: false, message: e.message };
		throw e;
	}
};
