import { hi } from './hi';

// Everything Hindi that the core app needs, in one lazily loaded chunk: English
// readers never download it (nor its error table).
export { hi };
export { hindiError } from './errors-hi';
