import { describe, expect, it } from 'vitest';
import { artworkKeyOfSmallCopy, podcastArtworkSrcSet, readPodcastEmbedQuery, smallArtworkKey } from './podcast';
import { podcastEmbedQuerySchema, podcastFileKeySchema } from './podcast-schemas';

const SHOW = 'show/0b6f3c1e-5a7d-4c1e-9f2a-7d3c1e5a7d4c.jpg';
const EPISODE = 'episodes/1c2d3e4f-5a6b-4c7d-8e9f-0a1b2c3d4e5f/2d3e4f5a-6b7c-4d8e-9f0a-1b2c3d4e5f6a';

describe('podcast artwork copies', () => {
  it('names the small copy next to the artwork, and finds the artwork back from it', () => {
    expect(smallArtworkKey(SHOW)).toBe('show/0b6f3c1e-5a7d-4c1e-9f2a-7d3c1e5a7d4c-w480.jpg');
    expect(artworkKeyOfSmallCopy(smallArtworkKey(`${EPISODE}.jpg`))).toBe(`${EPISODE}.jpg`);
    expect(artworkKeyOfSmallCopy(SHOW)).toBeNull();
    expect(artworkKeyOfSmallCopy(`${EPISODE}.mp3`)).toBeNull();
  });

  it('serves small copies of artwork only, never of audio', () => {
    expect(podcastFileKeySchema.safeParse(smallArtworkKey(SHOW)).success).toBe(true);
    expect(podcastFileKeySchema.safeParse(`${EPISODE}-w480.jpg`).success).toBe(true);
    expect(podcastFileKeySchema.safeParse(`${EPISODE}.mp3`).success).toBe(true);
    expect(podcastFileKeySchema.safeParse(`${EPISODE}-w480.mp3`).success).toBe(false);
    expect(podcastFileKeySchema.safeParse(SHOW.replace('.jpg', '-w100.jpg')).success).toBe(false);
    expect(podcastFileKeySchema.safeParse(`show/../${SHOW}`).success).toBe(false);
  });

  it('offers the small copy and the full size for stored artwork, and nothing for other images', () => {
    expect(podcastArtworkSrcSet(`/podcast/files/${SHOW}`)).toBe(
      `/podcast/files/${smallArtworkKey(SHOW)} 480w, /podcast/files/${SHOW} 1400w`,
    );
    expect(podcastArtworkSrcSet('/storage/profile-pictures/a.jpg')).toBeNull();
    expect(podcastArtworkSrcSet(`/podcast/files/${smallArtworkKey(SHOW)}`)).toBeNull();
  });
});

describe('the embed query', () => {
  const EPISODE_ID = '0f8fad5b-d9cb-469f-a165-70867728950e';
  it('keeps good options, colour normalised', () => {
    expect(readPodcastEmbedQuery({ episode: EPISODE_ID, theme: 'light', color: '#A1B2C3', t: '65' })).toEqual({ episode: EPISODE_ID, theme: 'light', color: 'a1b2c3', t: '65' });
    expect(readPodcastEmbedQuery({ episode: EPISODE_ID.toUpperCase(), color: 'a1b2c3' })).toMatchObject({ episode: EPISODE_ID.toUpperCase(), color: 'a1b2c3' });
  });

  it('leaves out what is malformed instead of refusing the page: a pasted snippet must still play', () => {
    const bad = { episode: 'not-a-uuid', theme: 'sepia', color: '#12345', t: ['1', '2'], extra: 'x' };
    expect(readPodcastEmbedQuery(bad)).toEqual({ episode: undefined, theme: undefined, color: undefined, t: undefined });
    expect(readPodcastEmbedQuery({})).toEqual({ episode: undefined, theme: undefined, color: undefined, t: undefined });
    expect(readPodcastEmbedQuery({ episode: [EPISODE_ID], theme: ['dark'] })).toMatchObject({ episode: undefined, theme: undefined });
  });

  it('is what the server validates with', () => {
    expect(podcastEmbedQuerySchema.parse({ episode: EPISODE_ID, theme: 'dark', color: 'zzzzzz' })).toEqual({ episode: EPISODE_ID, theme: 'dark', color: undefined, t: undefined });
  });
});
