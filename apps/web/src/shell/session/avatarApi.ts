import { fileApi } from '@siteguard/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { request } from '../../api/client';

export const avatarKeys = {
  all: ['avatar'] as const,
  image: (fileId: string) => [...avatarKeys.all, fileId] as const,
};

/** The avatar is a file id; only an id above 0 has an image (spec §3 "User info"). */
export function hasAvatar(fileId: string | null | undefined): fileId is string {
  const id = Number(fileId);
  return Number.isInteger(id) && id > 0;
}

/**
 * The avatar image as a Blob. The preview needs the bearer token, which an `<img src>` cannot send,
 * so it comes through the request client.
 */
export const avatarImageOptions = (fileId: string) =>
  queryOptions({
    queryKey: avatarKeys.image(fileId),
    queryFn: async ({ signal }) => {
      const data = await request(fileApi.preview.path, { query: { id: fileId }, signal, quiet: true });
      if (!(data instanceof Blob)) throw new Error('The avatar preview is not a file');
      return data;
    },
    // A file id names immutable content.
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });

/** An object URL for the user's avatar, or undefined (no avatar, still loading, or failed). */
export function useAvatarUrl(fileId: string | null | undefined): string | undefined {
  const valid = hasAvatar(fileId);
  const { data } = useQuery({ ...avatarImageOptions(valid ? fileId : '0'), enabled: valid });
  const [url, setUrl] = useState<string>();
  useEffect(() => {
    if (!data) {
      setUrl(undefined);
      return;
    }
    const objectUrl = URL.createObjectURL(data);
    setUrl(objectUrl);
    return () => URL.revokeObjectURL(objectUrl);
  }, [data]);
  return valid ? url : undefined;
}
