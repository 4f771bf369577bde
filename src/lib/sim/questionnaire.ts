import { notYetAvailable } from './not-yet-available';

// Placeholder until the questionnaire engine lands; the engine's issue replaces this file.
export default notYetAvailable('questionnaire');
