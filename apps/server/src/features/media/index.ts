/** What other features use of the media library. */
// Sendeklokker: the audio file a clock element carries, named and timed; checked (and held) when saved.
export { mediaRefsByIds, type MediaRef } from './media-refs';
