import { notYetAvailable } from './not-yet-available';

// Placeholder until the risk engine lands; the engine's issue replaces this file.
export default notYetAvailable('risk');
