import {
  accountApi,
  fileApi,
  type UpdateOwnInfoBody,
  type UploadResult,
  uploadResult,
} from '@siteguard/contracts';
import { queryOptions } from '@tanstack/react-query';
import { callEndpoint, request } from '../../api/client';
import { queryClient } from '../../api/queryClient';
import { sessionKeys } from '../../shell/session/sessionApi';

export const accountKeys = {
  all: ['account'] as const,
  ownInfo: () => [...accountKeys.all, 'ownInfo'] as const,
  ownSessions: () => [...accountKeys.all, 'ownSessions'] as const,
};

export const ownInfoOptions = () =>
  queryOptions({
    queryKey: accountKeys.ownInfo(),
    queryFn: ({ signal }) => callEndpoint(accountApi.ownInfo, { signal }),
  });

export const ownSessionsOptions = () =>
  queryOptions({
    queryKey: accountKeys.ownSessions(),
    queryFn: ({ signal }) => callEndpoint(accountApi.ownSessions, { signal }),
  });

/** The profile and the header (name, avatar) both show what changed. */
function refreshProfile(): Promise<void> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: accountKeys.all }),
    queryClient.invalidateQueries({ queryKey: sessionKeys.all }),
  ]).then(() => undefined);
}

export async function updateOwnInfo(body: UpdateOwnInfoBody) {
  const profile = await callEndpoint(accountApi.updateInfo, { body });
  await refreshProfile();
  return profile;
}

/** POST /sysFileInfo/upload?kind=image as multipart with the field 'file'; answers {fileId, url}. */
export async function uploadImage(file: File): Promise<UploadResult> {
  const form = new FormData();
  form.append('file', file);
  const data = await request(fileApi.upload.path, { method: 'POST', query: { kind: 'image' }, body: form });
  return uploadResult.parse(data);
}

/** Uploads the image, then makes it the avatar. */
export async function changeAvatar(file: File) {
  const { fileId } = await uploadImage(file);
  const profile = await callEndpoint(accountApi.updateAvatar, { body: { fileId } });
  await refreshProfile();
  return profile;
}

/** Both passwords travel SM2-encrypted, as at sign-in. */
export function changePassword(body: { password: string; newPassword: string }) {
  return callEndpoint(accountApi.updatePwd, { body });
}

export async function revokeOwnSession(id: string) {
  await callEndpoint(accountApi.revokeOwnSession, { body: { id } });
  await queryClient.invalidateQueries({ queryKey: accountKeys.ownSessions() });
}
