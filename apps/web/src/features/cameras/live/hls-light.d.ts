// hls.js publishes its light build (`hls.js/light`) without types of its own: it is the same API.
declare module 'hls.js/light' {
  export * from 'hls.js';
  export { default } from 'hls.js';
}
