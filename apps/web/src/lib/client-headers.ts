/**
 * Spec section 7: the client names itself and the realtime protocol version it speaks. On every
 * request the app sends, and (through the build, vite.config.ts) on those public/boot.js sends.
 */
export const CLIENT_HEADERS = {
  'X-Client-Info': 'studioportal-enterprise-radio/2',
  'X-Realtime-Version': '2.0',
} as const;
