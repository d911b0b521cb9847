export { formatPlay } from './move-notation.js';
export { parsePlay } from './parse-play.js';
export { gnubgPositionId, positionFromGnubgId } from './gnubg-position-id.js';
