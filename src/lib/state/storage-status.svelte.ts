import { keptOnDevice, onNotKept } from '$lib/app/saved-data';

/**
 * Whether what the app saves is kept on this device, for the app shell's notice: false once the
 * browser refused IndexedDB and the database lives in the page's memory (db/storage-choice.ts).
 */
class StorageStatus {
	kept = $state(true);

	init(): () => void {
		this.kept = keptOnDevice();
		return onNotKept(() => (this.kept = false));
	}
}

export const storageStatus = new StorageStatus();
