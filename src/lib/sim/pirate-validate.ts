import { notYetAvailable } from './not-yet-available';

// Placeholder until the pirate-validate engine lands; the engine's issue replaces this file.
export default notYetAvailable('pirate-validate');
