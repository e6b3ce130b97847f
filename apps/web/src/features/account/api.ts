import {
  accountApi,
  type ContactKind,
  type ContactPoint,
  contactsApi,
  fileApi,
  type QuietHoursSettings,
  quietHoursApi,
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
  contactPoints: () => [...accountKeys.all, 'contactPoints'] as const,
  quietHours: () => [...accountKeys.all, 'quietHours'] as const,
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

/** The caller's own contact points: email, mobile and the browsers that receive push notifications. */
export const contactPointsOptions = () =>
  queryOptions({
    queryKey: accountKeys.contactPoints(),
    queryFn: ({ signal }) => callEndpoint(contactsApi.own, { signal }),
  });

/** Each change answers the whole list, which replaces the cached one. */
async function storeContactPoints(update: Promise<ContactPoint[]>): Promise<ContactPoint[]> {
  const points = await update;
  queryClient.setQueryData(accountKeys.contactPoints(), points);
  return points;
}

export const setContactEmail = (email: string | null) =>
  storeContactPoints(callEndpoint(contactsApi.setEmail, { body: { email } }));

export const setContactMobile = (mobile: string | null) =>
  storeContactPoints(callEndpoint(contactsApi.setMobile, { body: { mobile } }));

export const removeContactPoint = (id: string) =>
  storeContactPoints(callEndpoint(contactsApi.remove, { body: { id } }));

export async function sendContactTest(kind: ContactKind) {
  try {
    return await callEndpoint(contactsApi.sendTest, { body: { kind } });
  } finally {
    // The row's last delivery (or failure) changed either way.
    await queryClient.invalidateQueries({ queryKey: accountKeys.contactPoints() });
  }
}

/** The caller's quiet hours: warnings wait for their end, criticals never do. */
export const quietHoursOptions = () =>
  queryOptions({
    queryKey: accountKeys.quietHours(),
    queryFn: ({ signal }) => callEndpoint(quietHoursApi.own, { signal }),
  });

export async function setQuietHours(body: QuietHoursSettings): Promise<QuietHoursSettings> {
  const saved = await callEndpoint(quietHoursApi.set, { body });
  queryClient.setQueryData(accountKeys.quietHours(), saved);
  return saved;
}
