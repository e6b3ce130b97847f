import { useQuery } from '@tanstack/react-query';
import { filePreviewOptions, useObjectUrl } from '../../components/upload/filePreview';

/** The avatar is a file id; only an id above 0 has an image (spec §3 "User info"). */
export function hasAvatar(fileId: string | null | undefined): fileId is string {
  const id = Number(fileId);
  return Number.isInteger(id) && id > 0;
}

/** An object URL for the user's avatar, or undefined (no avatar, still loading, or failed). */
export function useAvatarUrl(fileId: string | null | undefined): string | undefined {
  const valid = hasAvatar(fileId);
  const { data } = useQuery({ ...filePreviewOptions(valid ? fileId : '0'), enabled: valid });
  const url = useObjectUrl(data);
  return valid ? url : undefined;
}
