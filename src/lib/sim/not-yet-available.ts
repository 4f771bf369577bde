import { z } from 'zod';
import { SimInputError, type SimEngine } from './types';

export const notYetAvailable = (engine: string): SimEngine<unknown> => ({
	schema: z.unknown(),
	run: () => Promise.reject(new SimInputError(`engine: "${engine}" is not available in this build yet`))
});
