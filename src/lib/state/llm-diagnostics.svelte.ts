import { clearCalls, onCalls, recentCalls, type CallRecord } from '$lib/llm/diagnostics';

/** The diagnostics panel's view of the in-memory call ring (newest first). */
class LlmDiagnosticsManager {
	calls = $state.raw<readonly CallRecord[]>([]);

	/** Call from an $effect; returns the cleanup. */
	attach(): () => void {
		this.calls = [...recentCalls()].reverse();
		return onCalls((c) => (this.calls = [...c].reverse()));
	}

	clear(): void {
		clearCalls();
	}
}

export const llmDiagnostics = new LlmDiagnosticsManager();
