import { IMAGE_MIME_TYPES } from '@siteguard/contracts';

/** Spec §5: image uploads accept gif, jpeg and png only (the server checks the content again). */
export function isAcceptedImage(file: { type: string }): boolean {
  return (IMAGE_MIME_TYPES as readonly string[]).includes(file.type);
}

/** What the file picker offers. */
export const AVATAR_ACCEPT = IMAGE_MIME_TYPES.join(',');
